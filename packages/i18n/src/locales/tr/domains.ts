import type { Catalog } from '../en/index.ts';

/** Profil sayfasındaki doğrulanmış alan adları (docs/payment-links.md "Verified domains"). */
export const domains: Catalog['domains'] = {
  title: 'Doğrulanmış alan adları',
  description:
    'Müşterilerinizi ödemeden sonra sitenize gönderen bir bağlantıda adres burada doğruladığınız bir alan adındaysa (alt alan adları dahil) müşteriniz doğrudan oraya gider. Başka bir adreste önce nereye gittiğini gösteren bir sayfamızı görür.',
  domain: 'Alan adı',
  domainHint: 'Örneğin example.com: bu durumda shop.example.com da doğrulanmış olur',
  add: 'Alan adı ekle',
  adding: 'Ekleniyor…',
  empty: 'Henüz alan adı yok.',
  list: 'Alan adlarınız',
  verifiedOn: '{{date}} tarihinde doğrulandı',
  pending: 'Henüz doğrulanmadı',
  instructions:
    'Bu TXT kaydını DNS sağlayıcınızda yayımlayın, ardından burada kontrol edin. DNS değişikliklerinin görünmesi biraz zaman alabilir.',
  recordName: 'Ad',
  recordValue: 'Değer',
  verify: 'Kaydı kontrol et',
  verifying: 'Kontrol ediliyor…',
  lastChecked: 'Son kontrol: {{date}}',
  remove: 'Kaldır',
  removing: 'Kaldırılıyor…',
  removeLabel: 'Kaldır: {{domain}}',
  removeTitle: '{{domain}} kaldırılsın mı?',
  removeText:
    '{{domain}} üzerindeki bir adrese gönderilen müşterileriniz yeniden önce bu adresi gösteren sayfamızı görür. Yeniden doğrulamak için yeni bir TXT kaydı yayımlamanız gerekir.',
  readOnly: 'Alan adlarını yalnızca sahipler ve yöneticiler ekleyebilir, doğrulayabilir veya kaldırabilir.',
  loadFailed: 'Alan adlarınız yüklenemedi. Tekrar deneyin.',
  linkVerified:
    '{{host}} doğrulanmış alan adınız {{domain}} üzerinde: müşterileriniz ödemeden sonra doğrudan oraya gider.',
  linkUnverified:
    '{{host}} doğrulanmış bir alan adında değil: müşterileriniz ödemeden sonra önce bu adresi gösteren bir sayfamızı görür. Bunu atlamak için alan adını profil sayfanızda doğrulayın.',
  errors: { domain: 'example.com gibi bir alan adı girin.' },
};
