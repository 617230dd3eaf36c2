/** iyzico's own figures of a payment: when and how much iyzico pays (issue 41, item 2). */
export const acquirerFigures = {
  payout: {
    title: 'Paid out by iyzico',
    intro:
      'iyzico pays this payment to your bank account: we release each part to iyzico on the date shown, and iyzico pays it once its own hold ends.',
    payment: 'Your share',
    reserve: 'Reserve',
    toBeReleased: 'To be released to iyzico on {{date}}',
    released: 'Released to iyzico on {{date}}',
    paysFrom: 'iyzico pays from {{date}}',
    paysAfterRelease: 'iyzico pays once we have released it (its own hold ends on {{date}})',
    paysFromUnknown: 'iyzico has not given the date it pays',
    amount: 'iyzico pays {{amount}}',
    converted: 'In {{currency}} at iyzico’s rate 1 {{from}} = {{rate}} {{currency}}: {{amount}}',
  },
};
