import type { Catalog } from '../../catalog.ts';

export const adminEmails: Catalog['adminEmails'] = {
  title: 'Giden e-postalar',
  description:
    'Platformun yazdığı tüm e-postalar; en yenisi en üstte. SMTP sunucusu yoksa e-postalar gönderilmek yerine burada saklanır.',
  delivery: {
    smtp: 'Tek kullanımlık anahtar içeren bağlantılar (şifre sıfırlama, davet) yalnızca alıcısına gitti: bu kutuda yerlerinde bir not görünür.',
    kept: 'E-postalar gönderilmiyor: SMTP_URL ayarlı değil. Üretim ortamı dışında bu kutu, yerel bir denemede kullanılabilmeleri için tek kullanımlık anahtar içeren bağlantıları (şifre sıfırlama, davet) saklar. Üretim ortamında saklamaz.',
    not_leaving:
      'E-postalar bu sunucudan çıkmıyor: SMTP_URL ayarlı değil, bu yüzden şifre sıfırlama, davet ve bildirim e-postaları kimseye ulaşmıyor. Tek kullanımlık anahtar içeren bağlantılar burada saklanmaz. SMTP_URL ayarlayın.',
  },
  filter: {
    recipient: 'Alıcı',
    placeholder: 'E-posta adresinin bir kısmı',
    submit: 'Filtrele',
    status: 'Durum',
    all: 'Tüm durumlar',
  },
  status: { queued: 'Sırada', sent: 'Gönderildi', failed: 'Başarısız', stored: 'Saklandı' },
  templates: {
    resetPassword: 'Şifre sıfırlama',
    passwordChanged: 'Şifre değişti',
    signInLocked: 'Giriş durduruldu',
    welcome: 'Hoş geldiniz',
    adminInvitation: 'Yönetici daveti',
    merchantSuspended: 'Askıya alma bildirimi',
    merchantUnsuspended: 'Askı kaldırıldı',
    kycApproved: 'KYC onaylandı',
    kycRejected: 'KYC reddedildi',
    webhookEndpointDisabled: 'Webhook uç noktası devre dışı',
<<<<<<< HEAD
    payoutRequested: 'Ödeme talep edildi',
    payoutApproved: 'Ödeme onaylandı',
    payoutPaid: 'Ödeme yapıldı',
    payoutRejected: 'Ödeme reddedildi',
    payoutFailed: 'Ödeme başarısız',
    payoutCancelled: 'Ödeme iptal edildi',
    refundIssued: 'Müşteriye iade',
=======
    payoutRequested: 'Para çekme talebi alındı',
    payoutApproved: 'Para çekme talebi onaylandı',
    payoutPaid: 'Para çekme talebi gönderildi',
    payoutRejected: 'Para çekme talebi reddedildi',
    payoutFailed: 'Para çekme talebi başarısız',
    payoutCancelled: 'Para çekme talebi iptal edildi',
>>>>>>> main
  },
  table: {
    caption: 'E-postalar',
    to: 'Alıcı',
    subject: 'Konu',
    template: 'Tür',
    status: 'Durum',
    time: 'Zaman',
    actions: 'İşlemler',
  },
  open: 'Aç',
  openLabel: '{{to}} adresine giden "{{subject}}" e-postasını aç',
  empty: { title: 'E-posta yok', text: 'Bu filtreyle eşleşen e-posta yok.' },
  detail: {
    to: 'Alıcı',
    time: 'Yazılma zamanı',
    language: 'Dil',
    attempts: 'Gönderim denemeleri',
    lastError: 'Son hata',
    nextAttempt: 'Sonraki deneme',
    views: 'Görünüm',
    html: 'Biçimli',
    text: 'Düz metin',
    frameTitle: 'E-postanın biçimli içeriği',
  },
};
