import type { Catalog } from '../en/index.ts';

export const reconciliation: Catalog['reconciliation'] = {
  title: 'Mutabakat',
  description:
    'Ödeme kuruluşunun yaklaşık bir gün boyunca {{maxAttempts}} sorgudan sonra sonucunu doğrulamadığı ödemeler ve iadeler. Hiçbiri tahminle başarısız sayılmaz ya da iade edilmez: ödeme kuruluşunun kendi panelinden kontrol edin, sonra yeniden sorun.',
  loadFailed: 'Mutabakat listesi yüklenemedi.',
  payments: {
    title: 'Müşteri ödemeleri',
    caption: 'Ödeme kuruluşunun yanıtını bekleyen ödemeler',
    empty: 'Ödeme kuruluşunun yanıtını bekleyen ödeme yok.',
  },
  refunds: {
    title: 'İadeler',
    caption: 'Ödeme kuruluşunun yanıtını bekleyen iadeler',
    empty: 'Ödeme kuruluşunun yanıtını bekleyen iade yok.',
  },
  releases: {
    title: 'iyzico onayları',
    caption: 'Payı iyzico tarafından onaylanmamış işlemler',
    text: 'Pazaryeri modunda iyzico, onayladığımız her işlemin payını üye işyerine yatırır. iyzico bu onayları ya da kısmi iadeden sonra gönderdiğimiz düşürülmüş payı reddetti veya yanıt vermedi: işlemi iyzico panelinden kontrol edin, sonra yeniden sorun.',
    reserveLabel: 'Yeniden sor: {{transaction}} güvence payı',
  },
  subMerchants: {
    title: 'Alt üye işyeri kayıtları',
    caption: 'Ödeme kuruluşunun pazaryerine kaydedilmemiş ya da güncellenmemiş üye işyerleri',
    text: 'Doğrulanan her üye işyeri, ödemesini yapan ödeme kuruluşunun pazaryerine alt üye işyeri olarak kaydedilir. Ödeme kuruluşunun reddettiği bilgiyi düzeltin (örneğin IBAN yasal unvana ait olmalı), sonra yeniden gönderin.',
    key: 'Kayıtlı, anahtarı {{key}}',
    notRegistered: 'Henüz kaydedilmedi',
    retry: 'Yeniden gönder',
    retryLabel: 'Yeniden gönder: {{merchant}} kaydı',
    retried: '{{merchant}} kaydı bir dakika içinde yeniden gönderilecek.',
  },
  table: {
    transaction: 'İşlem',
    merchant: 'Üye işyeri',
    amount: 'Tutar',
    answer: 'Ödeme kuruluşunun yanıtı',
    since: 'Bekleme başlangıcı',
    actions: 'Eylemler',
  },
  noAnswer: 'Yanıt yok',
  acquirer: '{{acquirer}}, kuruluştaki numarası {{id}}',
  acquirerNoId: '{{acquirer}}, numara verilmedi',
  attempts_one: '{{count}} sorgu',
  attempts_other: '{{count}} sorgu',
  methods: { refund: 'İade', cancel: 'İptal (aynı gün)' },
  retry: 'Yeniden sor',
  retryLabel: 'Yeniden sor: {{transaction}}',
  retried: '{{transaction}} bir dakika içinde yeniden sorgulanacak.',
  retryFailed: 'Yeniden sorulamadı. Sayfayı yenileyin: sonuç zaten netleşmiş olabilir.',
};
