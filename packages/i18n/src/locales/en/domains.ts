/** Verified domains on the SME profile page (docs/payment-links.md "Verified domains"). */
export const domains = {
  title: 'Verified domains',
  description:
    'After paying on a link that sends customers on to your site, they go straight there when the address is on a domain you have verified here (subdomains included). Any other address first shows them a page of ours naming where they are going.',
  domain: 'Domain',
  domainHint: 'For example example.com: shop.example.com is then verified too',
  add: 'Add domain',
  adding: 'Adding…',
  empty: 'No domains yet.',
  list: 'Your domains',
  verifiedOn: 'Verified {{date}}',
  pending: 'Not verified yet',
  instructions:
    'Publish this TXT record at your DNS provider, then check it here. DNS changes can take a while to appear.',
  recordName: 'Name',
  recordValue: 'Value',
  verify: 'Check record',
  verifying: 'Checking…',
  lastChecked: 'Last checked {{date}}',
  remove: 'Remove',
  removing: 'Removing…',
  removeLabel: 'Remove {{domain}}',
  removeTitle: 'Remove {{domain}}?',
  removeText:
    'Customers sent on to an address on {{domain}} will first see our page naming it again. To verify it again you will publish a new TXT record.',
  readOnly: 'Only owners and admins can add, verify or remove domains.',
  loadFailed: 'Your domains could not be loaded. Try again.',
  linkVerified: '{{host}} is on your verified domain {{domain}}: customers go straight there after paying.',
  linkUnverified:
    '{{host}} is not on a verified domain: after paying, customers first see a page of ours naming it. Verify the domain on your profile page to skip it.',
  errors: { domain: 'Enter a domain name such as example.com.' },
};
