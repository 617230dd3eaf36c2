import type { Catalog } from '../../catalog.ts';

export const legal: Catalog['legal'] = {
  termsTitle: 'Hizmet Şartları',
  privacyTitle: 'Gizlilik Politikası',
  lastUpdated: 'Son güncelleme: {{date}}',
};
