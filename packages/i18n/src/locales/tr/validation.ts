import type { Catalog } from '../../catalog.ts';

export const validation: Catalog['validation'] = {
  required: 'Bu alan zorunludur.',
  fillRequired: 'Lütfen tüm zorunlu alanları doldurun',
  acceptTerms: 'Hizmet Şartları ve Gizlilik Politikasını kabul etmelisiniz',
  email: 'Geçerli bir e-posta adresi girin.',
  passwordMin: 'Şifre en az {{min}} karakter olmalıdır',
  passwordCommon: 'Bu şifre çok yaygın. Tahmin edilmesi daha zor bir şifre seçin.',
  passwordsDoNotMatch: 'Şifreler eşleşmiyor',
  newPasswordsDoNotMatch: 'Yeni şifreler eşleşmiyor',
  credentialsRequired: 'Lütfen e-posta ve şifrenizi girin.',
  invalidResetLink: 'Geçersiz şifre sıfırlama bağlantısı. Lütfen yeni bir bağlantı talep edin.',
  taxId: 'Vergi numarası 10 veya 11 haneli olmalıdır.',
  tooLong: 'Bu değer çok uzun.',
  date: 'Tarihi YYYY-AA-GG biçiminde girin.',
  nothingToUpdate: 'Değiştirilecek bir şey yok.',
  invalid: 'Bu değer geçerli değil.',
  ibanInvalid: "Geçerli bir Türkiye IBAN'ı girin: TR ve ardından 24 rakam.",
  documentsRequired: 'En az bir belge ekleyin.',
};
