export const adminMargins = {
  title: 'Platform margin',
  description:
    'On each marketplace payment: our commission, as our ledger booked it, less the commission and fixed fee iyzico took, as iyzico reported them. iyzico takes its part out of ours, so a margin below zero is money lost on that payment.',
  loadFailed: 'The margins could not be loaded.',
  notRecorded: 'Not recorded yet',
  notRecordedHint:
    'iyzico’s figures for this payment have not been recorded: no margin is shown until they are.',
  months: {
    title: 'Total per month',
    caption: 'Platform margin per month and currency',
    text: 'The last 12 months, in Türkiye’s time, one line per currency: amounts in different currencies are never added together.',
    empty: 'No marketplace payment in the last 12 months.',
    unrecorded_one:
      '{{count}} payment without iyzico’s figures ({{commission}} of our commission) is not counted.',
    unrecorded_other:
      '{{count}} payments without iyzico’s figures ({{commission}} of our commission) are not counted.',
  },
  negative: {
    title: 'Negative margin',
    caption: 'Payments on which iyzico took more than our commission, newest first',
    text: 'iyzico took more than our commission on these payments. Check iyzico’s rates against the fee schedule.',
    empty: 'No payment has a negative margin.',
  },
  payments: {
    title: 'Every marketplace payment',
    caption: 'Marketplace payments with their margin, newest first',
    empty: 'No marketplace payment yet.',
  },
  table: {
    month: 'Month',
    currency: 'Currency',
    payments: 'Payments',
    transaction: 'Transaction',
    merchant: 'Merchant',
    amount: 'Amount',
    date: 'Date',
    commission: 'Our commission',
    acquirerCommission: 'iyzico commission',
    acquirerFee: 'iyzico fixed fee',
    margin: 'Margin',
  },
};
