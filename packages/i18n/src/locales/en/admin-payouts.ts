/** The admin payouts queue, its decisions and the merchant page's payouts section. */
export const adminPayouts = {
  subtitle: 'Approve requested payouts, send them, and record the bank reference or what went wrong.',
  tabs: { label: 'Payout lists', open: 'Queue', closed: 'History' },
  search: {
    label: 'Payout reference',
    placeholder: 'PO-5HN8RW3KQT',
    submit: 'Search',
    empty: 'No payout has this reference.',
  },
  empty: 'No pending payouts',
  emptyText: 'New payout requests appear here, oldest first.',
  emptyHistory: 'No completed payouts yet',
  requestedAt: 'Requested {{date}}',
  suspended: 'SME suspended',
  fields: {
    amount: 'Amount',
    holder: 'Account holder',
    bank: 'Bank',
    ibanIn: 'IBAN ({{currency}} account)',
    reference: 'Reference',
    approved: 'Approved',
    decided: 'Decision',
  },
  approvedBy: '{{date}} by {{admin}}',
  decidedBy: '{{status}} {{date}} by {{admin}}',
  cancelledByMerchant: 'Cancelled by the SME {{date}}',
  bankReference: 'Bank reference: {{reference}}',
  reason: 'Reason: {{reason}}',
  actions: {
    approve: 'Approve',
    approving: 'Approving…',
    markPaid: 'Mark as paid',
    reject: 'Reject',
    markFailed: 'Mark as failed',
    statement: 'Statement (PDF)',
    statementLabel: 'Statement (PDF) of payout {{reference}}',
  },
  dialogs: {
    markPaid: {
      title: 'Mark {{reference}} as paid',
      description:
        'Enter the reference of the bank transfer to {{holder}} ({{amount}}). The SME receives it by e-mail.',
      field: 'Bank reference',
      submit: 'Mark as paid',
    },
    reject: {
      title: 'Reject {{reference}}',
      description:
        'The SME ({{holder}}) gets {{amount}} back in its available balance and the reason by e-mail.',
      field: 'Reason',
      submit: 'Reject payout',
    },
    markFailed: {
      title: 'Mark {{reference}} as failed',
      description:
        'Use this when the bank transfer did not go through. The SME ({{holder}}) gets {{amount}} back in its available balance and the reason by e-mail.',
      field: 'What went wrong',
      submit: 'Mark as failed',
    },
    submitting: 'Saving…',
  },
  done: {
    approve: 'Payout {{reference}} approved. Send the transfer, then mark it as paid.',
    markPaid: 'Payout {{reference}} marked as paid.',
    reject: "Payout {{reference}} rejected; the money is back in the SME's available balance.",
    markFailed: "Payout {{reference}} marked as failed; the money is back in the SME's available balance.",
  },
  conflict:
    'Payout {{reference}} is now “{{status}}”, so this action is no longer possible. The list has been refreshed.',
  failed: 'The action failed: {{error}}',
  loadMore: 'Show more',
  history: {
    caption: 'Completed payouts, newest first',
    merchant: 'SME',
    requested: 'Requested',
    status: 'Status',
    details: 'Details',
  },
  merchantSection: {
    title: 'Payouts',
    description: 'Every payout of this SME, newest first.',
    empty: 'This SME has not requested a payout yet.',
    openQueue: 'Open the payout queue',
  },
};
