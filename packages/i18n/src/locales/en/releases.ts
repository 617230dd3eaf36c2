/**
 * When the merchant gets each payment's money (decision 013): the release delay, the rolling
 * reserve, and in marketplace mode when iyzico pays (issue 41, items 1 and 2).
 */
export const releases = {
  title: 'When you get your money',
  days_one: '{{count}} day',
  days_other: '{{count}} days',
  terms: {
    platform: 'Each payment, less our fee, becomes available {{delay}} after it succeeds.',
    platformNow: 'Each payment, less our fee, becomes available as soon as it succeeds.',
    marketplace:
      'We release each payment, less our fee, to iyzico {{delay}} after it succeeds; iyzico then pays it to your bank account.',
    marketplaceNow:
      'We release each payment, less our fee, to iyzico as soon as it succeeds; iyzico then pays it to your bank account.',
    reserve: '{{percent}} of it is kept as a reserve for {{days}} in case of a dispute, then released too.',
    own: 'These terms were set for your business.',
  },
  held: {
    label: 'Held now · {{currency}}',
    share: 'Waiting for release: {{amount}}',
    reserve: 'Reserve: {{amount}}',
    nextReserve: 'Reserve: {{amount}}, next part released on {{date}}',
  },
  next: 'Next releases',
  none: 'Nothing is held: every payment has been released.',
  seeAll: 'Every payment on the Payouts page',
  seeAllMarketplace: 'Every payment on the Payouts page',
  share: 'Your share {{amount}}: {{when}}',
  reserve: 'Reserve {{amount}}: {{when}}',
  platform: {
    on: 'available on {{date}}',
    done: 'available',
  },
  marketplace: {
    on: 'released to iyzico on {{date}}',
    done: 'released to iyzico',
    pending: 'released to iyzico once the payment is confirmed',
  },
  paysFrom: 'iyzico pays from {{date}}',
  converted: 'iyzico pays {{amount}} (1 {{from}} = {{rate}} {{currency}})',
};
