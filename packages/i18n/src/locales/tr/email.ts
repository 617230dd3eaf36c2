import type { Catalog } from '../en/index.ts';

export const email: Catalog['email'] = {
  footer: 'Köprü · Türk işletmeleri için yurt dışı tahsilat',
  greeting: 'Merhaba,',
  paymentsBy: 'Ödeme altyapısı: Köprü',
  ignore: 'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.',
  linkWithheld:
    '[{{label}}: bu bağlantı tek kullanımlık bir anahtar içerir. Yalnızca alıcıya gönderildi, burada saklanmaz.]',
  resetPassword: {
    subject: 'Köprü şifrenizi sıfırlayın',
    intro: 'Köprü hesabınızın şifresini sıfırlama talebi aldık.',
    action: 'Yeni şifre belirle',
    expiry: 'Bağlantı bir saat geçerlidir ve yalnızca bir kez kullanılabilir.',
  },
  passwordChanged: {
    subject: 'Köprü şifreniz değiştirildi',
    intro: 'Köprü hesabınızın şifresi az önce değiştirildi ve diğer oturumlarınız kapatıldı.',
    warning: 'Bu işlemi siz yapmadıysanız hemen şifrenizi sıfırlayın ve destek ekibiyle iletişime geçin.',
  },
  twoFactorEnabled: {
    subject: 'Köprü hesabınızda iki adımlı giriş etkin',
    intro:
      'Köprü hesabınızda iki adımlı giriş az önce etkinleştirildi: giriş artık doğrulama uygulamanızdan bir kod da istiyor.',
    warning: 'Bu işlemi siz yapmadıysanız hemen şifrenizi sıfırlayın ve destek ekibiyle iletişime geçin.',
  },
  twoFactorDisabled: {
    subject: 'Köprü hesabınızda iki adımlı giriş devre dışı',
    intro:
      'Köprü hesabınızda iki adımlı giriş az önce devre dışı bırakıldı: artık yalnızca şifrenizle giriş yapılabiliyor.',
    warning:
      'Bu işlemi siz yapmadıysanız hemen şifrenizi sıfırlayın, iki adımlı girişi yeniden etkinleştirin ve destek ekibiyle iletişime geçin.',
  },
  newDeviceSignIn: {
    subject: 'Köprü hesabınıza yeni bir cihazdan giriş yapıldı',
    intro: 'Köprü hesabınıza az önce daha önce kullanılmamış bir tarayıcıdan giriş yapıldı.',
    device: 'Tarayıcı: {{device}}, IP adresi {{ip}}.',
    browserOn: '{{browser}}, {{os}}',
    unknownDevice: 'bilinmeyen tarayıcı',
    ifYou: 'Giriş yapan sizseniz bir şey yapmanız gerekmez.',
    warning:
      'Giriş yapan siz değilseniz hemen şifrenizi sıfırlayın ({{resetUrl}}) ve oturumlarınızın listesinden bu oturumu kapatın.',
    action: 'Giriş yaptığınız yerleri görün',
  },
  apiKeyCreated: {
    subject: 'Yeni bir API anahtarı oluşturuldu: {{name}}',
    intro: 'Köprü hesabınız için az önce yeni bir gizli API anahtarı oluşturuldu.',
    details: 'Anahtar: {{name}} ({{hint}}), {{mode}}, oluşturan: {{creator}}.',
    modes: { test: 'test modu', live: 'canlı mod' },
    warning:
      'Bu anahtarı tanımıyorsanız Geliştiriciler bölümünden iptal edin, şifrenizi sıfırlayın ({{resetUrl}}) ve diğer oturumlarınızı kapatın.',
    action: 'API anahtarlarınızı açın',
  },
  apiKeysRevoked: {
    subject: '{{member}} adresli kişinin API anahtarları iptal edildi',
    removed:
      '{{member}} adresli kişi ekipten çıkarıldığı için oluşturduğu API anahtarları iptal edildi: {{keys}}.',
    roleChanged:
      '{{member}} adresli kişinin rolü artık {{role}}; bu kişinin oluşturduğu ve bu rolün verdiğinden fazla yetkisi olan API anahtarları iptal edildi: {{keys}}.',
    after:
      'Bu anahtarları kullanan entegrasyonlar, Geliştiriciler bölümünden yeni bir anahtar verene kadar 401 invalid_api_key yanıtı alır.',
    action: 'API anahtarlarınızı açın',
  },
  webhookEndpointsStopped: {
    subject: '{{member}} adresli kişinin webhook uç noktaları kapatıldı',
    removed:
      '{{member}} adresli kişi ekipten çıkarıldığı için kurduğu webhook uç noktaları kapatıldı: {{endpoints}}.',
    roleChanged:
      '{{member}} adresli kişinin rolü artık {{role}}; bu kişinin kurduğu ve bu rolün göremediği bilgileri alan webhook uç noktaları kapatıldı: {{endpoints}}.',
    after:
      'Bir sahip veya yönetici her birini kontrol edip Geliştiriciler bölümünden yeniden açana kadar bunlara olay gönderilmez.',
    action: 'Webhook’larınızı açın',
  },
  signInLocked: {
    subject: 'Köprü hesabınıza giriş geçici olarak durduruldu',
    intro: 'Köprü hesabınız için art arda birkaç kez yanlış şifre girildi.',
    wait: 'Hesabınızı korumak için giriş bir süreliğine durduruldu; her yeni yanlış şifre bu süreyi uzatır. Süre dolduğunda şifreniz yine çalışır.',
    warning:
      'Bu denemeleri siz yapmadıysanız biri şifrenizi tahmin etmeye çalışıyor olabilir: yeniden giriş yapabildiğinizde şifrenizi değiştirin ya da giriş sayfasındaki “Şifrenizi mi unuttunuz?” bağlantısını kullanın.',
    action: 'Giriş sayfasına git',
  },
  identityChangeRequested: {
    subject: 'İşletme bilgileri değişikliğiniz incelemede',
    subjectReplaced: 'İşletme bilgileri değişikliği talebiniz değiştirildi ve incelemede',
    intro:
      '{{company}} için yasal bilgilerin değiştirilmesi talebini aldık (yeni işletme adı: {{requested}}).',
    meanwhile:
      'Ekibimiz onaylayana kadar müşterileriniz, makbuzlar, para çekme talepleri ve hesap özetleri {{company}} için doğrulanmış bilgileri göstermeye devam eder.',
    replaced:
      'Bu talep önceki talebinizin ({{previous}}) yerini alır; önceki talep iptal edildi ve ekibimiz yalnızca yeni talebi inceler.',
    previous: 'işletme adı {{companyName}}, VKN/TCKN {{taxId}}, yetkili kişi {{authPersonName}}',
    warning: 'Bu talebi siz yapmadıysanız hemen destek ekibiyle iletişime geçin ve şifrenizi değiştirin.',
    change: '{{field}}: {{current}} → {{requested}}',
    notGiven: 'verilmemiş',
    fields: {
      companyName: 'İşletme adı',
      taxId: 'VKN/TCKN',
      authPersonName: 'Yetkili kişi',
      taxOffice: 'Vergi dairesi',
      holderFirstName: 'Banka hesabındaki ad',
      holderLastName: 'Banka hesabındaki soyad',
    },
  },
  identityChangeApproved: {
    subject: 'Yeni işletme bilgileriniz onaylandı',
    intro:
      'Yasal bilgi değişikliği onaylandı: müşterileriniz, makbuzlar, para çekme talepleri ve hesap özetleri artık {{company}} adını gösterir.',
    action: 'Profili aç',
  },
  identityChangeRejected: {
    subject: 'İşletme bilgileri değişikliğiniz onaylanmadı',
    intro: 'Yasal bilgi değişikliği onaylanmadı; {{company}} doğrulanmış bilgilerini korur.',
    reason: 'Gerekçe: {{reason}}',
  },
  currencyIbanChangeRequested: {
    subject: '{{currency}} hesabı değişikliğiniz incelemede',
    subjectReplaced: '{{currency}} hesabı talebiniz değiştirildi ve incelemede',
    intro: '{{company}} için bir talep aldık: {{account}}.',
    meanwhile:
      'Ekibimiz onaylayana kadar {{currency}} para çekme talepleri önceki hesaba gönderilmeye devam eder.',
    meanwhileIyzico: 'Ekibimiz onaylayana kadar iyzico hesabınıza önceki gibi yatırmaya devam eder.',
    replaced:
      'Bu talep önceki talebinizin ({{previous}}) yerini alır; önceki talep iptal edildi ve ekibimiz yalnızca yeni talebi inceler.',
    warning: 'Bu talebi siz yapmadıysanız hemen destek ekibiyle iletişime geçin ve şifrenizi değiştirin.',
  },
  currencyIbanChangeApproved: {
    subject: '{{currency}} hesabı değişikliğiniz onaylandı',
    intro: '{{company}} için değişiklik onaylandı: {{account}}.',
    action: 'Para çekme sayfasını aç',
    actionIyzico: 'Hesabınıza yatanlar sayfasını aç',
  },
  currencyIbanChangeRejected: {
    subject: '{{currency}} hesabı değişikliğiniz onaylanmadı',
    intro:
      '{{company}} için {{currency}} hesabı değişikliği onaylanmadı; {{currency}} para çekme talepleri önceki hesaba gönderilmeye devam eder.',
    introIyzico:
      '{{company}} için {{currency}} hesabı değişikliği onaylanmadı; iyzico hesabınıza önceki gibi yatırmaya devam eder.',
    reason: 'Gerekçe: {{reason}}',
  },
  currencyIbanAccount: {
    set: '{{currency}} para çekme talepleri {{iban}} IBAN’ına gönderilecek',
    removed: '{{currency}} hesabı kaldırılacak; {{currency}} bakiye Türk lirasına çevrilerek gönderilecek',
    setIyzico: 'iyzico size {{currency}} olarak {{iban}} IBAN’lı hesaba yatırabilecek',
    removedIyzico:
      '{{currency}} hesabı kaldırılacak; iyzico size {{currency}} olarak yatırıyorsa bundan sonra Türk lirası olarak lira hesabınıza yatıracak',
  },
  welcome: {
    subject: 'Köprü’ye hoş geldiniz',
    intro: '{{company}} için hesabınız hazır.',
    next: 'Sıradaki adım doğrulama: ödeme linklerini açabilmemiz için işletme bilgilerinizi ve belgelerinizi gönderin.',
    action: 'Kontrol paneline git',
  },
  confirmEmail: {
    subject: 'Köprü için e-posta adresinizi onaylayın',
    intro:
      'Köprü’ye hoş geldiniz. {{company}} hesabını oluşturmayı tamamlamak için bu adresin size ait olduğunu onaylayın.',
    until:
      'Onaylayana kadar giriş yapıp kontrol panelini inceleyebilirsiniz; ancak işletme doğrulamanızı gönderemez, ekibinizi davet edemez, API anahtarı veya webhook oluşturamaz, paranızın gönderileceği hesabı değiştiremezsiniz.',
    expiry: 'Bağlantı {{hours}} saat geçerlidir. {{days}} gün içinde onaylanmayan hesap silinir.',
    action: 'E-posta adresimi onayla',
  },
  signUpAttempt: {
    subject: 'Biri e-posta adresinizle Köprü’ye kaydolmayı denedi',
    intro:
      'Biri az önce bu e-posta adresiyle bir Köprü hesabı oluşturmayı denedi. Bu adresin zaten bir hesabı olduğu için ikinci bir hesap oluşturulmadı.',
    ifYou: 'Bu siz idiyseniz giriş yapın. Şifrenizi unuttuysanız yeni bir şifre belirleyin:',
    ifNot: 'Bu siz değilseniz bir şey yapmanız gerekmez: hesabınızda bir değişiklik olmadı.',
    action: 'Şifremi sıfırla',
  },
  teamInvitation: {
    subject: 'Köprü’de {{company}} ekibine davet edildiniz',
    intro: '{{inviter}} sizi {{company}} adlı üye işyerinin Köprü kontrol paneline davet etti.',
    role: 'Rolünüz: {{role}}.',
    expiry:
      'Bağlantı {{days}} gün geçerlidir ve yalnızca bir kez kullanılabilir. Bu e-posta adresiyle zaten bir Köprü hesabınız varsa katılmak için bağlantıdan giriş yapın.',
    action: 'Daveti kabul et',
  },
  teamTwoFactorRequired: {
    subject: '{{company}} artık Köprü’de iki adımlı giriş istiyor',
    intro:
      '{{owner}}, {{company}} ekibi için bir kural açtı: Köprü kontrol panelinde çalışmak için her ekip üyesinin iki adımlı giriş (doğrulama uygulamasından bir kod) kullanması gerekiyor.',
    yes: 'Hesabınızda iki adımlı giriş zaten etkin: sizin için bir şey değişmiyor.',
    no: 'Profilinizde iki adımlı girişi etkinleştirene kadar {{company}} kontrol panelinde yalnızca kurulumu açılır.',
    action: 'Profilinizi açın',
  },
  teamRoles: {
    owner: 'Sahip',
    admin: 'Yönetici',
    developer: 'Geliştirici',
    finance: 'Finans',
    support: 'Destek',
    viewer: 'Yalnızca görüntüleme',
  },
  adminInvitation: {
    subject: 'Köprü yönetim paneline davet edildiniz',
    intro:
      '{{inviter}} sizi Köprü yöneticisi olarak davet etti. Hesabınızı etkinleştirmek için bir şifre belirleyin.',
    action: 'Şifre belirle',
    expiry: 'Bağlantı bir saat geçerlidir ve yalnızca bir kez kullanılabilir.',
    expired:
      'Bağlantının süresi dolduysa giriş sayfasını açın, “Şifrenizi mi unuttunuz?” seçeneğine tıklayın ve yeni bir bağlantı almak için bu e-posta adresini girin.',
  },
  merchantSuspended: {
    subject: 'Köprü hesabınız askıya alındı',
    intro: '{{company}} adına açılmış Köprü hesabı askıya alındı.',
    reason: 'Gerekçe: {{reason}}',
    effects:
      'Hesap askıdayken giriş yapamazsınız, ödeme linkleriniz ödeme kabul etmez ve API anahtarlarınız çalışmaz.',
    contact: 'Sorularınız için bu e-postayı yanıtlayabilir veya destek ekibimizle iletişime geçebilirsiniz.',
  },
  merchantUnsuspended: {
    subject: 'Köprü hesabınız yeniden etkin',
    intro:
      '{{company}} adına açılmış Köprü hesabının askıya alınması kaldırıldı. Yeniden giriş yapabilirsiniz.',
    action: 'Kontrol paneline git',
  },
  kycApproved: {
    subject: 'İşletmeniz Köprü’de doğrulandı',
    intro: 'Güzel haber: {{company}} doğrulandı.',
    next: 'Artık ödeme linkleri oluşturabilir, yurt dışından kartla ödeme alabilir ve bakiyenizi banka hesabınıza çekebilirsiniz.',
    nextIyzico:
      'Artık ödeme linkleri oluşturabilir ve yurt dışından kartla ödeme alabilirsiniz; ödeme kuruluşumuz iyzico her satıştan size düşen tutarı banka hesabınıza yatırır.',
    action: 'Ödeme linki oluştur',
  },
  kycRejected: {
    subject: 'Köprü doğrulamanız için işlem yapmanız gerekiyor',
    intro: 'Gönderdiğiniz bilgiler ve belgelerle {{company}} doğrulanamadı.',
    reason: 'Gerekçe: {{reason}}',
    next: 'Lütfen bilgilerinizi düzeltin veya eksik belgeleri ekleyip doğrulamanızı yeniden gönderin.',
    action: 'Doğrulamayı yeniden gönder',
  },
  webhookEndpointDisabled: {
    subject: 'Bir webhook uç noktanız devre dışı bırakıldı',
    intro: '{{url}} adresine olay göndermeyi durdurduk.',
    gone: 'Uç nokta 410 Gone yanıtı verdi; bu, göndermeyi durdurmamızı ister.',
    failing: '{{since}} tarihinden beri bu adrese yapılan tüm gönderimler başarısız oldu.',
    next: 'Uç noktayı düzeltin, Geliştiriciler bölümünden yeniden etkinleştirin ve kaçırdığı olayları gönderim kaydından yeniden gönderin.',
    action: 'Webhook’ları aç',
  },
  payoutAction: 'Para çekme taleplerini gör',
  payoutDestination: 'Hesap: {{bank}}, {{iban}}',
  payoutReason: 'Gerekçe: {{reason}}',
  payoutMoneyBack:
    'Tutar kullanılabilir bakiyenize geri eklendi; istediğiniz zaman yeniden para çekebilirsiniz.',
  payoutRequested: {
    subject: 'Para çekme talebiniz alındı ({{reference}})',
    intro: '{{amount}} tutarındaki {{reference}} numaralı para çekme talebinizi aldık.',
    next: 'Ekibimiz talebi inceleyecek; onaydan sonra para {{days}} iş günü içinde hesabınıza geçer.',
  },
  payoutApproved: {
    subject: 'Para çekme talebiniz onaylandı ({{reference}})',
    intro: '{{amount}} tutarındaki {{reference}} numaralı para çekme talebiniz onaylandı ve gönderiliyor.',
    next: 'Para genellikle {{days}} iş günü içinde hesabınıza geçer.',
  },
  payoutPaid: {
    subject: 'Para çekme talebiniz gönderildi ({{reference}})',
    intro: '{{amount}} tutarındaki {{reference}} numaralı para çekme talebinizi gönderdik.',
    bankReference: 'Banka referansı: {{bankReference}}',
    next: '{{days}} iş günü içinde hesabınıza geçmezse banka referansıyla birlikte bize ulaşın.',
  },
  payoutRejected: {
    subject: 'Para çekme talebiniz reddedildi ({{reference}})',
    intro: '{{amount}} tutarındaki {{reference}} numaralı para çekme talebiniz reddedildi.',
  },
  payoutFailed: {
    subject: 'Para çekme talebiniz tamamlanamadı ({{reference}})',
    intro:
      '{{amount}} tutarındaki {{reference}} numaralı para çekme talebinizin banka transferi başarısız oldu.',
    next: 'Banka hesabınızın açık ve işletmeniz adına olduğunu kontrol edin ya da destek ekibimize ulaşın.',
  },
  disputeOpened: {
    subject: 'Müşteriniz {{amount}} tutarına harcama itirazı yaptı ({{reference}})',
    intro:
      'Kart sahibinin bankası {{reference}} işlemine harcama itirazı (ters ibraz) bildirdi. Harcama itirazı sonuçlanana kadar {{amount}} ve {{fee}} tutarındaki harcama itirazı ücreti bakiyenizden ayrıldı.',
    deadline:
      'Kanıtlarınızı en geç {{dueBy}} tarihinde gönderin: fatura, teslimat belgesi, müşterinizle yazışmalarınız.',
  },
  disputeEvidenceReceived: {
    subject: '{{reference}} işlemindeki harcama itirazı için kanıtlarınız alındı',
    intro:
      '{{reference}} işlemindeki harcama itirazı için gönderdiğiniz kanıtlar alındı; harcama itirazı incelemede.',
    next: 'Harcama itirazı sonuçlandığında size e-posta göndereceğiz.',
  },
  disputeWon: {
    subject: 'Harcama itirazı kazanıldı: {{amount}} bakiyenizde ({{reference}})',
    intro:
      '{{reference}} işlemindeki harcama itirazı sizin lehinize sonuçlandı. {{amount}} ve {{fee}} tutarındaki harcama itirazı ücreti bakiyenize geri döndü.',
  },
  disputeLost: {
    subject: 'Harcama itirazı kaybedildi ({{reference}})',
    intro:
      '{{reference}} işlemindeki harcama itirazı kart sahibinin lehine sonuçlandı. Ayrılan {{amount}} kart sahibine döndü; {{fee}} tutarındaki harcama itirazı ücreti iade edilmez.',
  },
  disputeAction: 'Harcama itirazını aç',
  refundIssued: {
    subject: '{{merchant}} size {{amount}} iade etti',
    intro:
      '{{merchant}}, “{{product}}” için yaptığınız {{paid}} tutarındaki ödemenin {{amount}} kadarını iade etti.',
    reference: 'İşlem: {{reference}}',
    timing: 'Tutar ödeme yaptığınız karta geri gönderilir; bankanız genellikle 5–10 iş günü içinde gösterir.',
    contact: 'Satın alma ile ilgili sorularınız için {{merchant}} ile iletişime geçin.',
  },
  payoutCancelled: {
    subject: 'Para çekme talebiniz iptal edildi ({{reference}})',
    intro: '{{amount}} tutarındaki {{reference}} numaralı para çekme talebinizi iptal ettiniz.',
  },
  paymentReceipt: {
    subject: '{{merchant}} ödeme makbuzunuz',
    intro: '{{merchant}} için yaptığınız ödeme için teşekkür ederiz.',
    product: 'Ürün: {{product}}',
    amount: 'Tutar: {{amount}}',
    date: 'Tarih: {{date}}',
    card: 'Kart: {{brand}}, son 4 hane {{last4}}',
    transaction: 'İşlem numarası: {{transaction}}',
    action: 'Makbuzu görüntüle ve yazdır',
  },
  exportProceedsDue: {
    subject: '{{transaction}} ihracat bedelini yurda getirmek için {{days}} gün kaldı',
    intro:
      '{{transaction}} satışınız ({{goods}}, {{amount}}) henüz para çekme talebiyle ya da iyzico tarafından Türkiye’deki bankanıza yatırılmadı ve son günden önce yatırılacağı bir tarih yok.',
    rule: 'İhracat bedelinin yurda getirilmesi için {{proceedsDays}} günlük süre {{deadline}} tarihinde doluyor.',
    notDecided:
      'Bu, Köprü’nün sizin için tuttuğu kayıtlardan bir hatırlatmadır; kuralın bu satışa nasıl uygulanacağını muhasebeciniz veya bankanız söyler.',
    action: 'İhracat kayıtlarını aç',
  },
  paymentReceived: {
    subject: 'Ödeme aldınız: {{amount}}',
    intro: 'Bir müşteriniz {{product}} için {{amount}} ödedi ({{transaction}}).',
    fee: 'Komisyonumuz: {{fee}}.',
    withholding: 'Vergi dairesine ödediğimiz stopaj ({{rate}}): {{amount}}.',
    net: 'Size kalan: {{net}}.',
    available: 'Bunun {{share}} tutarı {{date}} tarihinde kullanılabilir olur.',
    releasedToIyzico: 'Bunun {{share}} tutarını {{date}} tarihinde iyzico’ya onaylarız.',
    iyzicoPaysFrom: 'iyzico bunu {{date}} tarihinden itibaren yatırır.',
    iyzicoConverted: 'iyzico’nun bunun için yatıracağı: {{amount}} (1 {{from}} = {{rate}} {{currency}}).',
    reserve:
      'Bunun {{reserve}} tutarı {{date}} tarihine kadar teminat olarak tutulur, sonra o da serbest bırakılır.',
    action: 'İşlemi görüntüle',
  },
  paymentsDailySummary: {
    subject: '{{day}} tarihli ödemeleriniz: {{count}}',
    intro: '{{day}} tarihinde müşterileriniz {{count}} ödeme yaptı:',
    line: '{{count}} ödemede {{amount}}; komisyon sonrası {{net}}.',
    lineWithholding: '{{count}} ödemede {{amount}}; komisyon ve {{withholding}} stopaj sonrası {{net}}.',
    action: 'İşlemlerinizi görüntüleyin',
  },
  paidLira: 'TCMB’nin {{date}} tarihli kuruyla (1 birim {{rate}} lira) bu yaklaşık {{amount}} eder.',
};
