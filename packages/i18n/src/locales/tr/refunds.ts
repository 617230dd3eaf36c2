import type { Catalog } from '../../catalog.ts';

export const refunds: Catalog['refunds'] = {
  errors: {
    amount: 'Sıfırdan büyük bir tutar girin, örneğin 25,00.',
    amountAbove: 'En fazla {{max}} daha iade edilebilir.',
    balance:
      'Kullanılabilir bakiyeniz {{available}}; bu iadeden az. İadeler kullanılabilir bakiyeden ödenir.',
  },
  reasons: {
    requested_by_customer: 'Müşteri talep etti',
    duplicate: 'Mükerrer ödeme',
    fraudulent: 'Dolandırıcılık',
    other: 'Diğer',
  },
  status: { pending: 'Bekliyor', succeeded: 'İade edildi', failed: 'Başarısız' },
  paymentStatus: { partially_refunded: 'Kısmen iade edildi', refunded: 'İade edildi' },
  refundedAmount: '{{amount}} iade edildi',
  action: 'İade et',
  dialog: {
    title: '{{transaction}} işlemini iade et',
    description: 'Ödenen: {{paid}}; iade edilebilecek kalan tutar: {{left}}.',
    amount: 'İade tutarı',
    amountHint: 'En fazla {{max}}. Tam iade için tutarın tamamını bırakın.',
    reason: 'İade gerekçesi',
    feeNote:
      'İade tutarı kullanılabilir bakiyenizden düşülür. Bu ödemedeki komisyonumuz ({{fee}}) iade edilmez.',
    submit: '{{amount}} iade et',
    submitting: 'İade ediliyor…',
    cancel: 'Vazgeç',
    done: '{{amount}} tutarındaki iade başarılı. Müşterinize e-posta gönderdik.',
    doneNoEmail: '{{amount}} tutarındaki iade başarılı.',
    pending: '{{amount}} tutarındaki iade, ödeme kuruluşunun yanıtını bekliyor.',
    failed: 'Ödeme kuruluşu iadeyi reddetti; bakiyeniz değişmedi.',
  },
  list: {
    title: 'İadeler',
    empty: 'Henüz iade yok.',
    amount: 'Tutar',
    reason: 'Gerekçe',
    status: 'Durum',
    date: 'Tarih',
    merchant: 'Üye işyeri',
    transaction: 'İşlem',
  },
};
