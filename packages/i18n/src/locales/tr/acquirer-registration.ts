import type { Catalog } from '../en/index.ts';

export const acquirerRegistration: Catalog['acquirerRegistration'] = {
  reason: {
    missing_tax_office:
      'İşletme bilgilerinizde vergi dairesi yok; iyzico bir şirketi veya şahıs şirketini kaydetmek için vergi dairesini ister.',
    missing_holder_names:
      'İşletme bilgilerinizde banka hesabı sahibinin adı ve soyadı yok; iyzico bir kişiyi kaydetmek için bunları ister.',
    missing_legal_form:
      'İşletme bilgilerinizde şahıs şirketi olarak mı yoksa kişi olarak mı satış yaptığınız belirtilmemiş.',
    no_approved_kyc: 'İşletme doğrulamanız onaylanmamış.',
    acquirer_email: 'iyzico hesabınızın e-posta adresini kabul etmedi.',
    acquirer_identity_number: 'iyzico vergi veya kimlik numaranızı kabul etmedi.',
    acquirer_invalid_request:
      'iyzico zorunlu bir bilgiyi eksik veya geçersiz buldu (ör. vergi dairesi ya da banka hesabındaki ad ve soyad).',
    acquirer_refused: 'iyzico işletme bilgilerinizi kabul etmedi.',
  },
  acquirerAnswer: 'iyzico’nun yanıtı: {{code}} {{message}}',
  fix: {
    identityChange:
      'İşletme bilgilerinizi (vergi dairesi ya da banka hesabındaki şekliyle ad ve soyad) profilinizde düzeltin. Değişiklik bir yönetici tarafından onaylanınca hemen iyzico’ya gönderilir.',
    support: 'Lütfen destek ekibiyle iletişime geçin.',
  },
  banner: {
    title: 'Müşterileriniz size henüz ödeme yapamıyor',
    titleUpdate: 'iyzico son değişikliğinizi kabul etmedi',
    updateText: 'Müşterileriniz iyzico’daki mevcut bilgilerle ödeme yapmaya devam edebilir.',
    action: 'Bilgilerinizi düzeltin',
    registeringTitle: 'Kartla ödeme alma hazırlanıyor',
    registeringText:
      'iyzico işletmenizi kaydediyor. Kayıt tamamlanınca müşterileriniz ödeme yapabilir; bu genellikle birkaç dakika sürer.',
  },
  links: {
    notPayable: 'Henüz ödenemez',
    notPayableHint: 'iyzico işletmenizi kaydedene kadar müşteriler bu linke ödeme yapamaz.',
  },
  profile: {
    intro:
      'iyzico işletmenizi aşağıdaki bilgilerle kaydedemedi. Vergi levhanızdaki veya banka hesabınızdaki şekliyle düzeltin; boş bıraktığınız alanlar değişmez.',
    pendingTaxOffice: 'Vergi dairesi: {{taxOffice}}',
    pendingFirstName: 'Banka hesabındaki ad: {{holderFirstName}}',
    pendingLastName: 'Banka hesabındaki soyad: {{holderLastName}}',
  },
  admin: {
    kindTitle: 'iyzico için bilgi',
    notGiven: 'Verilmemiş',
    kindNote:
      'iyzico kaydı için ayrıca istenen: onaylı KYC’ye işlenir ve onayladığınız anda iyzico’ya gönderilir.',
  },
  email: {
    subject: 'Müşterileriniz size henüz ödeme yapamıyor: iyzico işletmenizi kaydetmedi',
    subjectUpdate: 'iyzico işletme bilgilerinizdeki son değişikliği kabul etmedi',
    intro:
      'Kart ödemelerini işleyen iyzico işletmenizi kaydedemedi; bu yüzden ödeme linklerinize henüz ödeme yapılamıyor.',
    introUpdate:
      'iyzico işletme bilgilerinizdeki son değişikliği kabul etmedi. Müşterileriniz iyzico’daki mevcut bilgilerle ödeme yapmaya devam edebilir.',
    action: 'Profilinizi açın',
  },
};
