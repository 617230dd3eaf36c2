import type { Catalog } from '../../catalog.ts';

export const landing: Catalog['landing'] = {
  meta: {
    title: 'Köprü: yurt dışından ödeme alın',
    description:
      'Köprü, Türk KOBİlerinin yurt dışına satış yapmasını ve ödeme linkleriyle kartlı ödeme almasını sağlar.',
  },
  hero: {
    title: 'Yurt dışındaki müşterilerinizden dakikalar içinde ödeme alın',
    subtitle:
      "Bir ödeme linki oluşturun, paylaşın ve 50'den fazla ülkeden kartlı ödemeleri Türk banka hesabınıza alın.",
    primary: 'Ücretsiz başlayın',
    secondary: 'Giriş yap',
  },
  footer: {
    terms: 'Hizmet Şartları',
    privacy: 'Gizlilik Politikası',
    rights: '© {{year}} Köprü. Tüm hakları saklıdır.',
  },
};
