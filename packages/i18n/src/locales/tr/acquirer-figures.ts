import type { Catalog } from '../en/index.ts';

export const acquirerFigures: Catalog['acquirerFigures'] = {
  payout: {
    title: 'iyzico’nun hesabınıza yatıracağı',
    intro:
      'Bu ödemeyi banka hesabınıza iyzico yatırır: her kısmı gösterilen tarihte iyzico’ya onaylarız, iyzico da kendi blokesi bitince yatırır.',
    payment: 'Payınız',
    reserve: 'Teminat',
    toBeReleased: '{{date}} tarihinde iyzico’ya onaylanır',
    released: '{{date}} tarihinde iyzico’ya onaylandı',
    paysFrom: 'iyzico {{date}} tarihinden itibaren yatırır',
    paysAfterRelease: 'iyzico, onayımızdan sonra yatırır (kendi blokesi {{date}} tarihinde biter)',
    paysFromUnknown: 'iyzico yatıracağı tarihi bildirmedi',
    amount: 'iyzico’nun yatıracağı tutar: {{amount}}',
    converted: '{{currency}} olarak, iyzico’nun kuru 1 {{from}} = {{rate}} {{currency}} ile: {{amount}}',
  },
};
