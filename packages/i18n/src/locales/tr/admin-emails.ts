import type { Catalog } from '../../catalog.ts';

export const adminEmails: Catalog['adminEmails'] = {
  title: 'E-posta kutusu',
  description:
    'Platformun yazdığı tüm e-postalar; en yenisi en üstte. SMTP sunucusu yoksa e-postalar gönderilmek yerine burada saklanır.',
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
    welcome: 'Hoş geldiniz',
    adminInvitation: 'Yönetici daveti',
    merchantSuspended: 'Askıya alma bildirimi',
    merchantUnsuspended: 'Askı kaldırıldı',
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
    views: 'Görünüm',
    html: 'Biçimli',
    text: 'Düz metin',
    frameTitle: 'E-postanın biçimli içeriği',
  },
};
