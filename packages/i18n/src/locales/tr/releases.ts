import type { Catalog } from '../en/index.ts';

export const releases: Catalog['releases'] = {
  title: 'Paranızı ne zaman alırsınız',
  days_one: '{{count}} gün',
  days_other: '{{count}} gün',
  terms: {
    platform:
      'Her ödeme, komisyonumuz düşüldükten sonra, başarılı olmasından {{delay}} sonra kullanılabilir olur.',
    platformNow: 'Her ödeme, komisyonumuz düşüldükten sonra, başarılı olur olmaz kullanılabilir olur.',
    marketplace:
      'Her ödemeyi, komisyonumuz düşüldükten sonra, başarılı olmasından {{delay}} sonra iyzico’ya onaylarız; iyzico da onu banka hesabınıza yatırır.',
    marketplaceNow:
      'Her ödemeyi, komisyonumuz düşüldükten sonra, başarılı olur olmaz iyzico’ya onaylarız; iyzico da onu banka hesabınıza yatırır.',
    reserve:
      'Bir harcama itirazına karşı {{percent}} kısmı {{days}} boyunca teminat olarak tutulur, sonra o da serbest bırakılır.',
    own: 'Bu koşullar işletmeniz için belirlendi.',
  },
  held: {
    label: 'Şu an tutulan · {{currency}}',
    share: 'Serbest bırakılmayı bekleyen: {{amount}}',
    reserve: 'Teminat: {{amount}}',
    nextReserve: 'Teminat: {{amount}}, sıradaki kısmı {{date}} tarihinde serbest bırakılır',
  },
  next: 'Sıradaki tutarlar',
  none: 'Tutulan bir tutar yok: her ödeme serbest bırakıldı.',
  seeAll: 'Tümü Para çekme sayfasında',
  seeAllMarketplace: 'Tümü Hesabınıza yatanlar sayfasında',
  share: 'Payınız {{amount}}: {{when}}',
  reserve: 'Teminat {{amount}}: {{when}}',
  platform: {
    on: '{{date}} tarihinde kullanılabilir olacak',
    done: 'kullanılabilir',
  },
  marketplace: {
    on: '{{date}} tarihinde iyzico’ya onaylanır',
    done: 'iyzico’ya onaylandı',
    pending: 'ödeme kesinleşince iyzico’ya onaylanır',
  },
  paysFrom: 'iyzico {{date}} tarihinden itibaren yatırır',
  converted: 'iyzico’nun yatıracağı: {{amount}} (1 {{from}} = {{rate}} {{currency}})',
};
