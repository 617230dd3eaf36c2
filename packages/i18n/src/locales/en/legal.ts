export const legal = {
  termsTitle: 'Terms of Service',
  privacyTitle: 'Privacy Policy',
  lastUpdated: 'Last updated: {{date}}',
};
