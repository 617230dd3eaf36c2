export const landing = {
  meta: {
    title: 'Köprü: get paid by customers abroad',
    description:
      'Köprü lets Turkish small businesses sell abroad: create a payment link, get paid by card in USD, EUR or GBP, and receive the money in your Turkish bank account.',
  },
  announcement: 'Announcement',
  hero: {
    eyebrow: 'For Turkish SMEs that sell abroad',
    title: 'Get paid by customers abroad, in minutes',
    subtitle:
      'Create a payment link, share it, and receive card payments from more than 50 countries into your Turkish bank account.',
    primary: 'Start free',
    secondary: 'Log in',
    badgesLabel: 'Why businesses trust Köprü',
    badges: {
      noFees: 'No setup or monthly fees',
      cardData: 'Card numbers never stored',
      privacy: 'KVKK and GDPR compliant',
      support: '{{hours}} support',
    },
  },
  stats: {
    title: 'Köprü in numbers',
    smes: { value: '500+', label: 'SMEs selling abroad' },
    volume: { value: '$2M+', label: 'processed' },
    countries: { value: '50+', label: 'countries' },
    uptime: { value: '99.9%', label: 'uptime' },
  },
  how: {
    title: 'How it works',
    subtitle: 'From sign-up to your first international payment in four steps.',
    step: 'Step {{number}}',
    steps: {
      signUp: {
        title: 'Create your account',
        text: 'Sign up with your company details in about {{minutes}}. There is no setup fee.',
      },
      verify: {
        title: 'Verify your business',
        text: 'Send your business address, IBAN and documents. We review them within {{days}} business days.',
      },
      share: {
        title: 'Share a payment link',
        text: 'Create a link in {{currencies}} and send it by e-mail, message or on your website.',
      },
      getPaid: {
        title: 'Get paid in Türkiye',
        text: 'Your customer pays by card, and the amount less our fee is paid into your Turkish bank account.',
      },
    },
  },
  features: {
    title: 'Everything you need to sell abroad',
    subtitle: 'One account for getting paid, following your sales and bringing the money home.',
    items: {
      paymentLinks: {
        title: 'Payment links',
        text: 'A secure payment page for each product or invoice, ready in seconds. No website needed.',
      },
      cards: {
        title: 'International cards',
        text: 'Customers pay by debit or credit card from their phone or computer, without creating an account.',
      },
      currencies: {
        title: 'Several currencies',
        text: 'Charge in {{currencies}}, so your customers see a price in a currency they know.',
      },
      payouts: {
        title: 'Fast payouts',
        text: 'Each payment, less our fee, is paid into the verified Turkish IBAN of your business; your dashboard shows when.',
      },
      dashboard: {
        title: 'Clear dashboard',
        text: 'Every payment with its fee and net amount, your balance and your payout history in one place.',
      },
      developers: {
        title: 'API and webhooks',
        text: 'Create payment links from your own systems and get notified of every payment automatically.',
      },
    },
  },
  advantages: {
    title: 'Why Köprü instead of a bank wire',
    subtitle: 'Built for small businesses that want to sell abroad without paperwork.',
    items: {
      pricing: {
        title: 'Simple, visible pricing',
        text: 'One fee per successful payment. No setup fee, no monthly fee, no charge for failed payments.',
      },
      noForeignAccount: {
        title: 'No foreign account needed',
        text: 'Charge in foreign currencies and receive the money in your existing Turkish bank account.',
      },
      local: {
        title: 'Made for Turkish businesses',
        text: 'Turkish and English everywhere, support that knows local banking, and data handled under KVKK.',
      },
      secure: {
        title: 'Secure by design',
        text: 'Card numbers are never stored on our servers, and every admin action is logged.',
      },
    },
    comparison: {
      title: 'Köprü compared with a bank wire',
      feature: 'What matters',
      kopru: 'Köprü',
      wire: 'International bank wire',
      setup: 'Setup',
      fee: 'Fee',
      feeNote: 'per successful payment',
      wireFee: 'Bank and intermediary charges, often unknown upfront',
      wireSetup: 'Your customer needs your bank details',
      payout: 'Money in your account',
      wirePayout: 'Several days, depending on the banks',
      support: 'Support',
      wireSupport: 'Branch hours',
    },
  },
  testimonials: {
    title: 'What our merchants say',
    subtitle: 'Small businesses across Türkiye get paid from abroad with Köprü.',
  },
  /**
   * When and how much a merchant is paid, built from the configured release terms, payout mode and
   * withholding (release-terms-text.ts; decisions 013 and 015): the comparison row and the FAQ.
   */
  terms: {
    row: 'Released {{days}} after the payment',
    rowNow: 'Released as soon as the payment succeeds',
    rowIyzico: 'then iyzico pays it on its own schedule',
    rowPlatform: 'then you withdraw it: {{payoutDays}} business days after approval',
    rowReserve: '{{percent}} reserve held for {{days}}',
    rowWithholding: '{{percent}} withholding tax',
    marketplace:
      'We release each payment, less our fee, to iyzico {{days}} after it succeeds; iyzico then pays it to your bank account on its own schedule, from the day it names for that payment.',
    marketplaceNow:
      'We release each payment, less our fee, to iyzico as soon as it succeeds; iyzico then pays it to your bank account on its own schedule, from the day it names for that payment.',
    platform:
      'Each payment, less our fee, becomes available {{days}} after it succeeds; you then withdraw it to your bank account, where it arrives {{payoutDays}} business days after we approve the payout.',
    platformNow:
      'Each payment, less our fee, becomes available as soon as it succeeds; you then withdraw it to your bank account, where it arrives {{payoutDays}} business days after we approve the payout.',
    reserve:
      '{{percent}} of it is kept as a reserve for {{days}} after the payment in case of a dispute, then released too.',
    withholding:
      'As the law requires, {{percent}} of each payment is kept as withholding tax and paid to the tax office.',
  },
  faq: {
    title: 'Frequently asked questions',
    more: 'Have another question? Write to us at',
  },
  content: {
    loading: 'Loading…',
    failed: 'This section could not be loaded.',
    retry: 'Try again',
  },
  cta: {
    title: 'Start selling abroad today',
    text: 'Create your free account in about {{minutes}}. You pay only when you get paid.',
    primary: 'Create a free account',
    secondary: 'Contact us',
  },
  footer: {
    label: 'Site links',
    tagline: 'Cross-border payments for Turkish businesses.',
    product: 'Product',
    howItWorks: 'How it works',
    features: 'Features',
    pricing: 'Pricing',
    faq: 'FAQ',
    company: 'Company',
    contact: 'Contact',
    legal: 'Legal',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    apiReference: 'API reference',
    account: 'Account',
    login: 'Log in',
    register: 'Sign up',
    rights: '© {{year}} Köprü. All rights reserved.',
  },
};
