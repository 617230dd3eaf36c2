export const refunds = {
  errors: {
    amount: 'Enter an amount greater than zero, like 25.00.',
    amountAbove: 'At most {{max}} can still be refunded.',
    balance:
      'Your available balance is {{available}}, less than this refund. Refunds are paid from the available balance.',
  },
  reasons: {
    requested_by_customer: 'Requested by the customer',
    duplicate: 'Duplicate payment',
    fraudulent: 'Fraudulent',
    other: 'Other',
  },
  status: { pending: 'Pending', succeeded: 'Refunded', failed: 'Failed' },
  paymentStatus: { partially_refunded: 'Partially refunded', refunded: 'Refunded' },
  refundedAmount: '{{amount}} refunded',
  action: 'Refund',
  dialog: {
    title: 'Refund {{transaction}}',
    description: 'Paid {{paid}}; {{left}} can still be refunded.',
    amount: 'Amount to refund',
    amountHint: 'Up to {{max}}. Leave the full amount for a full refund.',
    reason: 'Reason',
    feeNote:
      'The refunded amount leaves your available balance. Our fee on the payment ({{fee}}) is not returned.',
    submit: 'Refund {{amount}}',
    submitting: 'Refunding…',
    cancel: 'Cancel',
    done: 'Refund of {{amount}} succeeded. We e-mailed the customer.',
    doneNoEmail: 'Refund of {{amount}} succeeded.',
    pending: 'The refund of {{amount}} is waiting for the acquirer’s answer.',
    failed: 'The acquirer refused the refund; your balance is unchanged.',
  },
  list: {
    title: 'Refunds',
    empty: 'No refunds yet.',
    amount: 'Amount',
    reason: 'Reason',
    status: 'Status',
    date: 'Date',
    merchant: 'SME',
    transaction: 'Transaction',
  },
};
