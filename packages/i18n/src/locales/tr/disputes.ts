import type { Catalog } from '../en/index.ts';

export const disputes: Catalog['disputes'] = {
  title: 'Harcama itirazları',
  intro:
    'Kart sahibi bir ödemeye bankası üzerinden itiraz ettiğinde (ters ibraz), tutar ve harcama itirazı ücreti bakiyenizden ayrılır. Süresi dolmadan kanıtlarınızı gönderin.',
  status: {
    needs_response: 'Yanıt bekleniyor',
    under_review: 'İncelemede',
    won: 'Kazanıldı',
    lost: 'Kaybedildi',
  },
  reasons: {
    fraudulent: 'Kart sahibi dolandırıcılık bildirdi',
    product_not_received: 'Ürün teslim edilmedi',
    product_unacceptable: 'Ürün açıklamaya uymuyor',
    duplicate: 'Mükerrer ödeme',
    credit_not_processed: 'İade ulaşmadı',
    general: 'Diğer',
  },
  list: {
    caption: 'Harcama itirazları',
    empty: 'Harcama itirazı yok',
    emptyText: 'Bir müşterinizin bankası bir ödemeye itiraz ettiğinde burada son yanıt tarihiyle görünür.',
    transaction: 'İşlem',
    amount: 'Harcama itirazındaki tutar',
    status: 'Durum',
    dueBy: 'Son yanıt tarihi',
    opened: 'Açılış',
    merchant: 'Üye işyeri',
    open: '{{transaction}} işlemindeki harcama itirazını aç',
  },
  detail: {
    back: 'Tüm harcama itirazları',
    title: '{{transaction}} işleminde harcama itirazı',
    notFound: 'Bu harcama itirazı yok ya da işletmenize ait değil.',
    summary: 'Harcama itirazı',
    amount: 'Harcama itirazındaki tutar',
    fee: 'Harcama itirazı ücreti',
    reason: 'Gerekçe',
    dueBy: 'Son yanıt tarihi',
    opened: 'Açılış',
    transaction: 'İşlem',
    merchant: 'Üye işyeri',
    held: 'Harcama itirazı sonuçlanana kadar {{total}} bakiyenizden ayrıldı. Kazanılırsa tamamı geri gelir; kaybedilirse tutar kart sahibine döner ve ücret iade edilmez.',
    won: 'Harcama itirazı sizin lehinize sonuçlandı: {{total}} bakiyenize geri döndü.',
    lost: 'Harcama itirazı kart sahibinin lehine sonuçlandı: {{amount}} kart sahibine döndü, {{fee}} tutarındaki harcama itirazı ücreti iade edilmedi.',
    evidence: 'Kanıtlar',
    sentOn: 'Gönderilme: {{date}}',
    noEvidence: 'Kanıt gönderilmedi.',
    files: 'Dosyalar',
    late: 'Yanıt süresi doldu.',
    respondRole:
      'Rolünüz kanıt gönderemez: bu harcama itirazını ekibin sahibi, yöneticisi veya finans üyesi yanıtlar.',
  },
  form: {
    title: 'Harcama itirazını yanıtlayın',
    text: 'Ne oldu?',
    textHint:
      'Ödemenin neden geçerli olduğunu açıklayın: ne satıldı, ne zaman ve nasıl teslim edildi, müşterinizle yazışmalarınız. En fazla {{maxEvidenceText}} karakter.',
    documentsHint:
      'Fatura, teslimat belgesi, müşterinizle yazışmalar. PDF, PNG veya JPEG; her biri en fazla {{maxDocumentMb}} MB, en çok {{maxDocuments}} dosya.',
    submit: 'Kanıtları gönder',
    submitting: 'Gönderiliyor…',
    done: 'Kanıtlarınız gönderildi. Harcama itirazı incelemede; sonucu size e-postayla bildireceğiz.',
  },
  onTransaction: 'Bu ödemeye harcama itirazı yapıldı ({{status}}).',
  openDispute: 'Harcama itirazını aç',
  admin: {
    decide: 'Karar',
    noEvidence:
      'Üye işyeri henüz kanıt göndermedi: harcama itirazı yalnızca kaybedildi olarak işaretlenebilir.',
    markWon: 'Kazanıldı olarak işaretle',
    markLost: 'Kaybedildi olarak işaretle',
    wonTitle: '{{transaction}} işlemindeki harcama itirazı kazanıldı olarak işaretlensin mi?',
    wonText:
      '{{total}} üye işyerine ({{merchant}}) geri döner; önce varsa borcu kapatılır. Bu işlem geri alınamaz.',
    lostTitle: '{{transaction}} işlemindeki harcama itirazı kaybedildi olarak işaretlensin mi?',
    lostText:
      '{{amount}} kart sahibine gider ve {{fee}} tutarındaki harcama itirazı ücreti iade edilmez. Bu işlem geri alınamaz.',
    cancel: 'Vazgeç',
    doneWon: 'Kazanıldı olarak işaretlendi.',
    doneLost: 'Kaybedildi olarak işaretlendi.',
  },
  errors: {
    textTooLong: 'En fazla {{maxEvidenceText}} karakter yazın.',
  },
};
