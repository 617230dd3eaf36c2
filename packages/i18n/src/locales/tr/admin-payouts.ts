import type { Catalog } from '../en/index.ts';

export const adminPayouts: Catalog['adminPayouts'] = {
  subtitle: 'Para çekme taleplerini onaylayın, gönderin ve banka referansını ya da yaşanan sorunu kaydedin.',
  tabs: { label: 'Para çekme listeleri', open: 'Bekleyenler', closed: 'Geçmiş' },
  search: {
    label: 'Para çekme referansı',
    placeholder: 'PO-5HN8RW3KQT',
    submit: 'Ara',
    empty: 'Bu referansla bir para çekme talebi yok.',
  },
  empty: 'Bekleyen para çekme talebi yok',
  emptyText: 'Yeni para çekme talepleri en eskiden yeniye burada görünür.',
  emptyHistory: 'Henüz tamamlanan para çekme talebi yok',
  requestedAt: 'Talep: {{date}}',
  suspended: 'Üye işyeri askıya alınmış',
  fields: {
    amount: 'Tutar',
    holder: 'Hesap sahibi',
    bank: 'Banka',
    ibanIn: 'IBAN ({{currency}} hesabı)',
    reference: 'Referans',
    approved: 'Onay',
    decided: 'Karar',
  },
  approvedBy: '{{date}}, {{admin}}',
  decidedBy: '{{status}}: {{date}}, {{admin}}',
  cancelledByMerchant: 'Üye işyeri tarafından iptal edildi: {{date}}',
  bankReference: 'Banka referansı: {{reference}}',
  reason: 'Gerekçe: {{reason}}',
  actions: {
    approve: 'Onayla',
    approving: 'Onaylanıyor…',
    markPaid: 'Gönderildi olarak işaretle',
    reject: 'Reddet',
    markFailed: 'Başarısız olarak işaretle',
    statement: 'Döküm (PDF)',
    statementLabel: 'Döküm (PDF): {{reference}} numaralı para çekme',
  },
  dialogs: {
    markPaid: {
      title: '{{reference}} numaralı talebi gönderildi olarak işaretle',
      description:
        '{{holder}} hesabına yapılan {{amount}} tutarındaki banka transferinin referansını girin. Üye işyeri bunu e-postayla alır.',
      field: 'Banka referansı',
      submit: 'Gönderildi olarak işaretle',
    },
    reject: {
      title: '{{reference}} numaralı talebi reddet',
      description:
        '{{amount}} tutarı üye işyerinin ({{holder}}) kullanılabilir bakiyesine geri eklenir. Üye işyeri gerekçeyi e-postayla alır.',
      field: 'Gerekçe',
      submit: 'Talebi reddet',
    },
    markFailed: {
      title: '{{reference}} numaralı talebi başarısız olarak işaretle',
      description:
        'Banka transferi gerçekleşmediyse bunu kullanın. {{amount}} tutarı üye işyerinin ({{holder}}) kullanılabilir bakiyesine geri eklenir; üye işyeri gerekçeyi e-postayla alır.',
      field: 'Ne oldu',
      submit: 'Başarısız olarak işaretle',
    },
    submitting: 'Kaydediliyor…',
  },
  done: {
    approve:
      '{{reference}} numaralı talep onaylandı. Banka transferini yapın, ardından gönderildi olarak işaretleyin.',
    markPaid: '{{reference}} numaralı talep gönderildi olarak işaretlendi.',
    reject:
      '{{reference}} numaralı talep reddedildi; tutar üye işyerinin kullanılabilir bakiyesine geri eklendi.',
    markFailed:
      '{{reference}} numaralı talep başarısız olarak işaretlendi; tutar üye işyerinin kullanılabilir bakiyesine geri eklendi.',
  },
  conflict: '{{reference}} numaralı talebin durumu artık “{{status}}”; bu işlem yapılamaz. Liste yenilendi.',
  failed: 'İşlem yapılamadı: {{error}}',
  loadMore: 'Daha fazla göster',
  history: {
    caption: 'Tamamlanan para çekme talepleri, en yeniden eskiye',
    merchant: 'Üye işyeri',
    requested: 'Talep tarihi',
    status: 'Durum',
    details: 'Ayrıntılar',
  },
  merchantSection: {
    title: 'Para çekme',
    description: 'Bu üye işyerinin tüm para çekme talepleri, en yeniden eskiye.',
    empty: 'Bu üye işyeri henüz para çekme talebi oluşturmadı.',
    openQueue: 'Para çekme kuyruğunu aç',
  },
};
