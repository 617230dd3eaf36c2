import { payerErrors } from './payer-errors.ts';

/** Messages for the API's error codes (packages/domain/src/errors.ts). */
export const errors = {
  ...payerErrors,
  invalid_reset_link: 'Invalid password reset link. Please request a new link.',
  invalid_confirm_link:
    'This confirmation link is not valid or has expired. Sign in and send a new one from the dashboard.',
  password_too_short: 'The password is too short.',
  password_too_common: 'This password is too common. Choose one that is harder to guess.',
  current_password_invalid: 'The current password is not correct.',
  unsupported_file_type: 'Only PDF, PNG and JPEG files are accepted.',
  too_many_files: 'You can send at most {{maxDocuments}} documents.',
  file_too_large: 'Each document can be at most {{maxDocumentMb}} MB.',
  unsupported_logo_type: 'The logo must be a PNG, JPEG or WebP image. SVG is not accepted.',
  logo_too_large: 'The logo can be at most {{maxLogoKb}} KB.',
  logo_dimensions: 'The logo must be {{minLogoSide}} to {{maxLogoSide}} pixels on each side.',
  unauthenticated: 'Please log in to continue.',
  two_factor_code_reused: 'That code was already used. Wait for the next code in your app and enter it.',
  two_factor_invalid_code: 'That code is not right. Check the time on your phone, or use another code.',
  two_factor_expired: 'The sign-in took too long. Enter your e-mail and password again.',
  two_factor_setup_required: 'Turn on two-factor sign-in to continue: the platform requires it for admins.',
  two_factor_required_for_admins: 'Admins cannot turn two-factor sign-in off: the platform requires it.',
  two_factor_required_by_team:
    'Your team requires two-factor sign-in: turn it on in your profile to continue.',
  own_two_factor_first: 'Turn on two-factor sign-in for your own account first, then require it of the team.',
  two_factor_already_enabled: 'Two-factor sign-in is already on.',
  two_factor_not_enabled: 'Two-factor sign-in is not on. Set it up first.',
  invalid_credentials: 'Login failed. Please check your e-mail and password.',
  invalid_api_key: 'The API key is not valid, or it has been revoked or has expired.',
  account_suspended: 'This account is suspended. Please contact support.',
  kyc_required: 'Complete KYC verification to use this feature.',
  email_unconfirmed:
    'Confirm your e-mail address first: open the link we sent you, or send a new one from the banner at the top.',
  invitation_unusable: 'This invitation was used, revoked or has expired.',
  recipient_rate_limited:
    'This address has already received several invitations in the last hour. Try again later.',
  account_holds_records:
    'This account holds records that must be kept (KYC, payment links, payments or keys), so it cannot be deleted. Reactivate it, or leave it deactivated.',
  email_taken: 'An account with this e-mail already exists. Log in or reset your password.',
  cannot_deactivate_self: 'You cannot deactivate your own account.',
  last_active_admin: 'This is the last active admin. Invite or reactivate another admin first.',
  not_admin_account: 'Only admin accounts can be deactivated here. Suspend the merchant instead.',
  content_limit_reached: 'This list is full. Delete or reuse an entry before adding another.',
  kyc_already_submitted:
    'Your verification is already under review. We will e-mail you when the review is complete.',
  already_verified: 'Your business is already verified.',
  already_reviewed: 'This submission has already been reviewed by another admin.',
  change_request_replaced:
    'The SME replaced this request with a new one before your decision, so nothing was changed. The new request is shown now: check it before you decide.',
  identity_under_review:
    'Your company details are being reviewed with your verification documents. You can change them once our team has decided.',
  api_key_limit_reached: 'You can have at most {{maxApiKeys}} active API keys. Revoke one first.',
  api_key_inactive: 'This API key is no longer active.',
  key_permission_denied:
    'This API key has no permission for this operation. An owner or admin can create a key with it.',
  api_key_permissions_exceed_role:
    'A key cannot do more than your role allows. Choose only permissions your role has.',
  api_key_beyond_role:
    'This key can do more than your role allows, so you cannot revoke it. Ask a team member whose role covers it, such as an owner.',
  api_key_already_rolled: 'This key has already been rolled. Revoke it if it must stop working now.',
  insufficient_balance: 'The amount is more than your available balance in this currency.',
  payment_not_refundable: 'Only a succeeded payment can be refunded.',
  refund_exceeds_payment: 'The refund is more than what is left to refund of this payment.',
  payment_disputed:
    'This payment is disputed: it cannot be refunded until the dispute is decided (the disputed amount is already held).',
  payment_charged_back:
    'This payment was charged back after a lost dispute: the cardholder’s bank already returned the money, so nothing is left to refund.',
  dispute_status_conflict:
    'This dispute can no longer take this step: it was already answered or decided, or its deadline has passed.',
  negative_balance:
    'A dispute took more than your available balance in this currency. New payments repay it first; payouts are possible again once it is repaid.',
  refund_exceeds_balance:
    'Your available balance in this currency is lower than this refund. Refunds are paid from the available balance; wait for new payments or refund a smaller amount.',
  refund_after_release:
    'This payment can no longer be refunded here: your share was already released to iyzico, which pays it to your bank account. Ask the platform’s operator to arrange the refund with iyzico.',
  release_in_progress:
    'Your share of this payment is being released to iyzico right now, so it cannot be refunded at this moment. Try again in a few minutes; if it has been released by then, ask the platform’s operator to arrange the refund with iyzico.',
  payment_not_paid: 'This payment has not succeeded, so it has no commercial invoice.',
  payout_status_conflict: 'This payout has changed in the meantime, so this action is no longer possible.',
  payouts_by_acquirer:
    'iyzico pays your share of each payment to your bank account; there is nothing to request here.',
  settlement_account_missing:
    'iyzico can pay you in this currency only once an account (IBAN) in it has been approved. Ask to add the account first.',
  settlement_currency_marketplace_only:
    'The currency iyzico pays you in is chosen only when iyzico pays you; here your payouts are sent by the platform.',
  payout_account_missing:
    'There is no approved bank account for payouts yet. Complete KYC verification with your IBAN first.',
  payout_account_missing_currency:
    'There is no account in this currency for payouts, so it cannot be sent as it is. Convert it to Turkish lira instead, or ask to add the IBAN of your account in this currency on the Payouts page.',
  currency_iban_unchanged: 'That is already the account of this currency: nothing to change.',
  quote_expired:
    'This quote is no longer valid: quotes hold their rate for a short time only. Get a new quote and confirm again; nothing was withdrawn.',
  exchange_rate_unavailable:
    'There is no exchange rate to Turkish lira for this currency yet, so it cannot be converted now. Send it in its own currency or try again later.',
  webhook_url_not_allowed:
    'This address cannot receive webhooks. Use a public https URL (not a private, local or internal address).',
  webhook_url_unresolved:
    'We could not find this address: its host name does not resolve in DNS, or DNS did not answer in time. Check the URL and that its DNS record exists, then try again.',
  webhook_endpoint_limit_reached:
    'You can have at most {{maxWebhookEndpoints}} webhook endpoints. Delete one first.',
  webhook_endpoint_disabled: 'This endpoint is disabled. Enable it before resending events.',
  domain_already_added: 'You have added this domain already.',
  domain_limit_reached: 'You have as many domains as an account can have. Remove one first.',
  domain_not_verified:
    'The TXT record was not found yet. Check its name and value at your DNS provider; changes can take a while to appear.',
  webhook_event_not_subscribed: 'This endpoint no longer receives this event type, so it is not sent again.',
  webhook_endpoint_exceeds_role:
    'An endpoint cannot receive more than your role may read. Choose only events (and customer details) your role can see.',
  webhook_endpoint_beyond_role:
    'This endpoint receives more than your role may see, so you cannot delete it or turn it off. Ask a team member whose role covers it, such as an owner.',
  profile_creation_failed: 'Profile could not be created. Please try again.',
};
