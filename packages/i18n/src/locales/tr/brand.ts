import type { Catalog } from '../en/index.ts';

/** Profil sayfasındaki Marka kartı (docs/brand.md). */
export const brand: Catalog['brand'] = {
  title: 'Marka',
  description:
    'Logonuz ve renginiz ödeme sayfalarınızda, makbuzlarda, ödeme talebi e-postalarında ve faturalarda görünür. Köprü "ödeme altyapısı" olarak anılır.',
  logo: 'Logo',
  logoHint:
    'PNG, JPEG veya WebP; en fazla {{maxLogoKb}} KB ve her kenarı en fazla {{maxLogoSide}} piksel. SVG kabul edilmez.',
  noLogo: 'Henüz logo yok: yerine işletmenizin adı gösterilir.',
  logoPreview: 'Logonuz',
  chooseLogo: 'Logo yükle',
  replaceLogo: 'Logoyu değiştir',
  uploading: 'Yükleniyor…',
  uploaded: 'Logo kaydedildi.',
  removeLogo: 'Logoyu kaldır',
  removing: 'Kaldırılıyor…',
  removeTitle: 'Logonuz kaldırılsın mı?',
  removeText: 'Ödeme sayfalarınızda, makbuzlarda ve e-postalarda yerine işletmenizin adı gösterilir.',
  color: 'Marka rengi',
  colorHex: 'Onaltılık kod',
  colorHint: 'Ödeme düğmesi ve başlıklar bu rengi beyaz yazıyla kullanır; okunacak kadar koyu olmalıdır.',
  colorPicker: 'Renk seçin',
  contrast: 'Beyaz yazıyla kontrast: {{ratio}}:1',
  contrastPasses: 'Okunaklı (WCAG AA en az {{minimum}}:1 ister)',
  contrastFails: 'Çok açık: WCAG AA en az {{minimum}}:1 ister',
  previewLabel: 'Önizleme',
  previewButton: 'Öde',
  saveColor: 'Rengi kaydet',
  saving: 'Kaydediliyor…',
  colorSaved: 'Renk kaydedildi.',
  resetColor: 'Köprü’nün rengini kullan',
  defaultColor: 'Kendi renginiz yok: Köprü’nünki kullanılır.',
  readOnly: 'Markayı yalnızca sahipler ve yöneticiler değiştirebilir.',
  loadFailed: 'Markanız yüklenemedi. Tekrar deneyin.',
  errors: {
    color: 'Rengi # ve altı onaltılık rakamla girin, örneğin #0f766e.',
    contrast: 'Bu renk üzerinde beyaz yazı zor okunur: daha koyu bir renk seçin (WCAG AA).',
  },
};
