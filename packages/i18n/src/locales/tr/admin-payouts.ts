import type { Catalog } from '../../catalog.ts';

export const adminPayouts: Catalog['adminPayouts'] = {
  subtitle: 'Ödeme taleplerini onaylayın, gönderin ve banka referansını ya da yaşanan sorunu kaydedin.',
  tabs: { label: 'Ödeme listeleri', open: 'Bekleyenler', closed: 'Geçmiş' },
  empty: 'Bekleyen ödeme yok',
  emptyText: 'Yeni ödeme talepleri en eskisi önce olmak üzere burada görünür.',
  emptyHistory: 'Henüz tamamlanan ödeme yok',
  requestedAt: 'Talep: {{date}}',
  suspended: 'KOBİ askıya alınmış',
  fields: {
    amount: 'Tutar',
    holder: 'Hesap sahibi',
    bank: 'Banka',
    iban: 'IBAN',
    reference: 'Referans',
    approved: 'Onay',
    decided: 'Karar',
  },
  approvedBy: '{{date}}, {{admin}}',
  decidedBy: '{{status}}: {{date}}, {{admin}}',
  cancelledByMerchant: 'KOBİ tarafından iptal edildi: {{date}}',
  bankReference: 'Banka referansı: {{reference}}',
  reason: 'Neden: {{reason}}',
  actions: {
    approve: 'Onayla',
    approving: 'Onaylanıyor…',
    markPaid: 'Ödendi olarak işaretle',
    reject: 'Reddet',
    markFailed: 'Başarısız olarak işaretle',
  },
  dialogs: {
    markPaid: {
      title: '{{reference}} ödemesini ödendi olarak işaretle',
      description:
        '{{holder}} hesabına yapılan {{amount}} tutarındaki havalenin referansını girin. KOBİ bunu e-postayla alır.',
      field: 'Banka referansı',
      submit: 'Ödendi olarak işaretle',
    },
    reject: {
      title: '{{reference}} ödemesini reddet',
      description:
        "{{amount}} tutarı KOBİ'nin ({{holder}}) kullanılabilir bakiyesine geri eklenir. KOBİ nedeni e-postayla alır.",
      field: 'Neden',
      submit: 'Ödemeyi reddet',
    },
    markFailed: {
      title: '{{reference}} ödemesini başarısız olarak işaretle',
      description:
        "Banka transferi gerçekleşmediyse bunu kullanın. {{amount}} tutarı KOBİ'nin ({{holder}}) kullanılabilir bakiyesine geri eklenir; KOBİ nedeni e-postayla alır.",
      field: 'Ne oldu',
      submit: 'Başarısız olarak işaretle',
    },
    submitting: 'Kaydediliyor…',
  },
  done: {
    approve: '{{reference}} ödemesi onaylandı. Havaleyi gönderin, ardından ödendi olarak işaretleyin.',
    markPaid: '{{reference}} ödemesi ödendi olarak işaretlendi.',
    reject: "{{reference}} ödemesi reddedildi; tutar KOBİ'nin kullanılabilir bakiyesine geri eklendi.",
    markFailed:
      "{{reference}} ödemesi başarısız olarak işaretlendi; tutar KOBİ'nin kullanılabilir bakiyesine geri eklendi.",
  },
  conflict: '{{reference}} ödemesinin durumu artık “{{status}}”; bu işlem yapılamaz. Liste yenilendi.',
  failed: 'İşlem yapılamadı: {{error}}',
  loadMore: 'Daha fazla göster',
  history: {
    caption: 'Tamamlanan ödemeler, en yenisi önce',
    merchant: 'KOBİ',
    requested: 'Talep tarihi',
    status: 'Durum',
    details: 'Ayrıntılar',
  },
  merchantSection: {
    title: 'Ödemeler',
    description: "Bu KOBİ'nin tüm ödemeleri, en yenisi önce.",
    empty: 'Bu KOBİ henüz ödeme talep etmedi.',
    openQueue: 'Ödeme kuyruğunu aç',
  },
};
