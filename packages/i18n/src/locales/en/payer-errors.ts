/** The error codes a payer can meet on the checkout: it bundles these, not every console's. */
export const payerErrors = {
  validation_failed: 'Some fields are not valid. Please check the form.',
  forbidden: 'You do not have permission to do this.',
  forbidden_origin:
    'The server did not accept this change: this page is open at an address it does not take changes from ({{pageAddress}}). Open Köprü at {{address}} and try again.',
  forbidden_origin_proxy:
    'The server did not accept this change: the page is open at {{pageAddress}}, but the server sees itself at another address. If it runs behind a reverse proxy, whoever runs the server needs to turn on TRUST_PROXY.',
  payment_callback_rejected: 'This bank confirmation is not valid or was already used.',
  challenge_failed: 'The security check did not pass or has expired. Run it again, then pay.',
  idempotency_key_in_use: 'A request with this key is still being processed. Wait a moment and try again.',
  idempotency_error: 'This request was already sent with different details. Start a new attempt.',
  challenge_required: 'For your security, complete the check below, then pay.',
  not_found: 'Not found.',
  conflict: 'This was changed in the meantime. Reload and try again.',
  merchant_suspended: 'This SME is suspended; its payouts cannot be approved until the suspension is lifted.',
  merchant_not_ready:
    'This business cannot take card payments yet: its account with our card processor is still being set up. Please try again later.',
  merchant_cannot_take_payments:
    'This business cannot take card payments yet. It has been told what to do; please contact it directly.',
  payload_too_large: 'The upload is too large.',
  rate_limited: 'Too many attempts. Please wait a minute and try again.',
  internal_error: 'Something went wrong on our side. Please try again.',
  service_unavailable: 'We could not reach our database; please try again in a moment.',
  network_error: 'We could not reach the server. Check your connection and try again.',
  unexpected_response:
    'The server sent an answer this page does not understand. Reload the page and try again.',
};
