export const landing = {
  meta: {
    title: 'Köprü: get paid from abroad',
    description:
      'Köprü lets Turkish small businesses sell abroad and collect card payments with payment links.',
  },
  hero: {
    title: 'Get paid by customers abroad, in minutes',
    subtitle:
      'Create a payment link, share it, and receive card payments from more than 50 countries into your Turkish bank account.',
    primary: 'Start free',
    secondary: 'Log in',
  },
  footer: {
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    rights: '© {{year}} Köprü. All rights reserved.',
  },
};
