export const reconciliation = {
  title: 'Reconciliation',
  description:
    'Payments and refunds whose outcome the acquirer has not confirmed after {{maxAttempts}} lookups over about a day. None is failed or refunded on a guess: check it in the acquirer’s own panel, then ask again.',
  loadFailed: 'The reconciliation queue could not be loaded.',
  payments: {
    title: 'Payments',
    caption: 'Payments awaiting the acquirer',
    empty: 'No payment is waiting for the acquirer.',
  },
  refunds: {
    title: 'Refunds',
    caption: 'Refunds awaiting the acquirer',
    empty: 'No refund is waiting for the acquirer.',
  },
  table: {
    transaction: 'Transaction',
    merchant: 'Merchant',
    amount: 'Amount',
    answer: 'What the acquirer said',
    since: 'Waiting since',
    actions: 'Actions',
  },
  noAnswer: 'No answer',
  acquirer: '{{acquirer}}, its id {{id}}',
  acquirerNoId: '{{acquirer}}, no id given',
  attempts_one: '{{count}} lookup',
  attempts_other: '{{count}} lookups',
  methods: { refund: 'Refund', cancel: 'Cancellation (same day)' },
  retry: 'Ask again',
  retryLabel: 'Ask again about {{transaction}}',
  retried: '{{transaction}} will be looked up again within a minute.',
  retryFailed: 'It could not be asked again. Reload the page: it may have been settled already.',
};
