import type { Catalog } from '../en/index.ts';

export const landing: Catalog['landing'] = {
  meta: {
    title: 'Köprü: yurt dışındaki müşterilerinizden ödeme alın',
    description:
      'Köprü, Türk KOBİ’lerinin yurt dışına satış yapmasını sağlar: bir ödeme linki oluşturun, USD, EUR veya GBP ile kartla ödeme alın ve parayı Türkiye’deki banka hesabınıza alın.',
  },
  announcement: 'Duyuru',
  hero: {
    eyebrow: 'Yurt dışına satış yapan (e-ihracat / mikro ihracat) KOBİ’ler için',
    title: 'Yurt dışındaki müşterilerinizden dakikalar içinde ödeme alın',
    subtitle:
      'Bir ödeme linki oluşturun, paylaşın ve 50’den fazla ülkeden kartlı ödemeleri Türkiye’deki banka hesabınıza alın.',
    primary: 'Ücretsiz başla',
    secondary: 'Giriş yap',
    badgesLabel: 'İşletmeler neden Köprü’ye güveniyor',
    badges: {
      noFees: 'Kurulum ve aylık ücret yok',
      cardData: 'Kart numaraları asla saklanmaz',
      privacy: 'KVKK ve GDPR uyumlu',
      support: '{{hours}} destek',
    },
  },
  stats: {
    title: 'Rakamlarla Köprü',
    smes: { value: '500+', label: 'yurt dışına satış yapan KOBİ' },
    volume: { value: '2 milyon $+', label: 'işlem hacmi' },
    countries: { value: '50+', label: 'ülke' },
    uptime: { value: '%99,9', label: 'kesintisiz çalışma' },
  },
  how: {
    title: 'Nasıl çalışır?',
    subtitle: 'Kayıttan ilk uluslararası ödemenize dört adımda.',
    step: '{{number}}. adım',
    steps: {
      signUp: {
        title: 'Hesabınızı oluşturun',
        text: 'Şirket bilgilerinizle yaklaşık {{minutes}} içinde kaydolun. Kurulum ücreti yoktur.',
      },
      verify: {
        title: 'İşletmenizi doğrulayın',
        text: 'İşletme adresinizi, IBAN’ınızı ve belgelerinizi gönderin. {{days}} iş günü içinde inceleriz.',
      },
      share: {
        title: 'Ödeme linkini paylaşın',
        text: '{{currencies}} cinsinden bir link oluşturun; e-postayla, mesajla veya web sitenizde paylaşın.',
      },
      getPaid: {
        title: 'Paranızı Türkiye’de alın',
        text: 'Müşteriniz kartla öder; komisyon düşüldükten sonra kalan tutar Türkiye’deki banka hesabınıza yatırılır.',
      },
    },
  },
  features: {
    title: 'Yurt dışına satış için ihtiyacınız olan her şey',
    subtitle: 'Ödeme almak, satışlarınızı izlemek ve parayı hesabınıza almak için tek hesap.',
    items: {
      paymentLinks: {
        title: 'Ödeme linkleri',
        text: 'Her ürün veya fatura için saniyeler içinde hazır, güvenli bir ödeme sayfası. Web sitesi gerekmez.',
      },
      cards: {
        title: 'Uluslararası kartlar',
        text: 'Müşterileriniz hesap oluşturmadan, telefonlarından veya bilgisayarlarından banka ya da kredi kartıyla öder.',
      },
      currencies: {
        title: 'Birden çok para birimi',
        text: '{{currencies}} ile ödeme alın; müşterileriniz fiyatı tanıdıkları bir para biriminde görsün.',
      },
      payouts: {
        title: 'Paranız hızla hesabınızda',
        text: 'Her ödeme, komisyon düşüldükten sonra işletmenizin Türkiye’deki doğrulanmış IBAN’ına yatırılır; ne zaman yatırıldığını kontrol panelinizde görürsünüz.',
      },
      dashboard: {
        title: 'Anlaşılır kontrol paneli',
        text: 'Her ödeme, komisyonu ve net tutarıyla; bakiyeniz ve ödeme geçmişiniz tek bir yerde.',
      },
      developers: {
        title: 'API ve webhook’lar',
        text: 'Kendi sistemlerinizden ödeme linki oluşturun, her ödemeden otomatik olarak haberdar olun.',
      },
    },
  },
  advantages: {
    title: 'Neden banka havalesi yerine Köprü?',
    subtitle: 'Evrak işiyle uğraşmadan yurt dışına satış yapmak isteyen küçük işletmeler için tasarlandı.',
    items: {
      pricing: {
        title: 'Basit ve açık fiyatlandırma',
        text: 'Yalnızca başarılı ödemelerden tek bir komisyon. Kurulum ücreti, aylık ücret veya başarısız ödeme için komisyon yok.',
      },
      noForeignAccount: {
        title: 'Yurt dışında hesap gerekmez',
        text: 'Yabancı para birimleriyle ödeme alın, parayı Türkiye’deki mevcut banka hesabınıza alın.',
      },
      local: {
        title: 'Türk işletmeleri için',
        text: 'Tüm ekranlarda Türkçe ve İngilizce, yerel bankacılığı bilen destek ekibi ve KVKK’ya uygun veri işleme.',
      },
      secure: {
        title: 'Baştan sona güvenli',
        text: 'Kart numaraları sunucularımızda asla saklanmaz ve her yönetici işlemi kayıt altına alınır.',
      },
    },
    comparison: {
      title: 'Köprü ile banka havalesinin karşılaştırması',
      feature: 'Karşılaştırma',
      kopru: 'Köprü',
      wire: 'Uluslararası banka havalesi',
      setup: 'Kurulum',
      fee: 'Komisyon',
      feeNote: 'başarılı ödeme başına',
      wireFee: 'Banka ve aracı banka masrafları, çoğu zaman önceden bilinmez',
      wireSetup: 'Müşterinizin banka bilgilerinize ihtiyacı var',
      payout: 'Paranın hesabınıza geçmesi',
      wirePayout: 'Bankalara bağlı olarak birkaç gün',
      support: 'Destek',
      wireSupport: 'Şube çalışma saatleri',
    },
  },
  testimonials: {
    title: 'Üye işyerlerimiz ne diyor?',
    subtitle: 'Türkiye’nin dört bir yanındaki küçük işletmeler Köprü ile yurt dışından ödeme alıyor.',
  },
  terms: {
    row: 'Ödemeden {{days}} sonra serbest bırakılır',
    rowNow: 'Ödeme başarılı olur olmaz serbest bırakılır',
    rowIyzico: 'sonra iyzico kendi takvimiyle yatırır',
    rowPlatform: 'sonra para çekersiniz: onaydan sonra {{payoutDays}} iş günü',
    rowReserve: '{{days}} boyunca {{percent}} teminat',
    rowWithholding: '{{percent}} stopaj',
    marketplace:
      'Her ödemeyi, komisyonumuz düşüldükten sonra, başarılı olmasından {{days}} sonra iyzico’ya onaylarız; iyzico da onu kendi takvimiyle, o ödeme için bildirdiği günden itibaren banka hesabınıza yatırır.',
    marketplaceNow:
      'Her ödemeyi, komisyonumuz düşüldükten sonra, başarılı olur olmaz iyzico’ya onaylarız; iyzico da onu kendi takvimiyle, o ödeme için bildirdiği günden itibaren banka hesabınıza yatırır.',
    platform:
      'Her ödeme, komisyonumuz düşüldükten sonra, başarılı olmasından {{days}} sonra kullanılabilir olur; sonra banka hesabınıza para çekersiniz, para çekme talebi onaylandıktan sonra {{payoutDays}} iş günü içinde hesabınıza geçer.',
    platformNow:
      'Her ödeme, komisyonumuz düşüldükten sonra, başarılı olur olmaz kullanılabilir olur; sonra banka hesabınıza para çekersiniz, para çekme talebi onaylandıktan sonra {{payoutDays}} iş günü içinde hesabınıza geçer.',
    reserve:
      'Bir harcama itirazına karşı {{percent}} kısmı ödemeden sonra {{days}} boyunca teminat olarak tutulur, sonra o da serbest bırakılır.',
    withholding:
      'Kanun gereği her ödemenin {{percent}} kadarı stopaj olarak kesilir ve vergi dairesine ödenir.',
  },
  faq: {
    title: 'Sıkça sorulan sorular',
    more: 'Başka bir sorunuz mu var? Bize yazın:',
  },
  content: {
    loading: 'Yükleniyor…',
    failed: 'Bu bölüm yüklenemedi.',
    retry: 'Tekrar dene',
  },
  cta: {
    title: 'Yurt dışına satışa bugün başlayın',
    text: 'Ücretsiz hesabınızı yaklaşık {{minutes}} içinde oluşturun. Yalnızca ödeme aldığınızda komisyon ödersiniz.',
    primary: 'Ücretsiz hesap oluştur',
    secondary: 'Bize ulaş',
  },
  footer: {
    label: 'Site bağlantıları',
    tagline: 'Türk işletmeleri için yurt dışı tahsilat.',
    product: 'Ürün',
    howItWorks: 'Nasıl çalışır?',
    features: 'Özellikler',
    pricing: 'Fiyatlandırma',
    faq: 'SSS',
    company: 'Şirket',
    contact: 'İletişim',
    legal: 'Yasal',
    terms: 'Hizmet Şartları',
    privacy: 'Gizlilik Politikası ve Aydınlatma Metni',
    apiReference: 'API referansı',
    account: 'Hesap',
    login: 'Giriş yap',
    register: 'Kaydol',
    rights: '© {{year}} Köprü. Tüm hakları saklıdır.',
  },
};
