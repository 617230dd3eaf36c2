/** Stable error codes of the API. Apps translate them through the `errors.<code>` catalog keys. */
export const errorStatus = {
  validation_failed: 400,
  invalid_reset_link: 400,
  /** An e-mail confirmation link that is malformed, expired or for an account that is gone. */
  invalid_confirm_link: 400,
  password_too_short: 400,
  password_too_common: 400,
  current_password_invalid: 400,
  unsupported_file_type: 400,
  /** A logo that is not PNG, JPEG or WebP by content (SVG included). */
  unsupported_logo_type: 400,
  /** A logo smaller or larger than the sides allowed (docs/brand.md). */
  logo_dimensions: 400,
  too_many_files: 400,
  webhook_url_not_allowed: 400,
  /** A webhook URL whose host name DNS does not resolve (or does not answer for) when it is saved. */
  webhook_url_unresolved: 400,
  payment_callback_rejected: 400,
  /** The proof-of-work solution on the public checkout is wrong, expired, for another link or used. */
  challenge_failed: 400,
  unauthenticated: 401,
  two_factor_invalid_code: 401,
  /** An authenticator code that was already accepted, sent again inside its window. */
  two_factor_code_reused: 401,
  two_factor_expired: 401,
  invalid_credentials: 401,
  invalid_api_key: 401,
  forbidden: 403,
  account_suspended: 403,
  kyc_required: 403,
  /** The account has not confirmed its e-mail address yet (docs/security.md, e-mail ownership). */
  email_unconfirmed: 403,
  /** A /v1 operation outside the permissions of the key that called it. */
  key_permission_denied: 403,
  /** A key asked for with more permissions than its creator's role allows. */
  api_key_permissions_exceed_role: 403,
  /** Revoking a key that can do more than the caller's role allows. */
  api_key_beyond_role: 403,
  two_factor_setup_required: 403,
  two_factor_required_for_admins: 403,
  /** The merchant the session works in requires two-factor of every member (an owner's setting). */
  two_factor_required_by_team: 403,
  not_found: 404,
  /** A team invitation already used, revoked or past its expiry. */
  invitation_unusable: 410,
  idempotency_key_in_use: 409,
  email_taken: 409,
  conflict: 409,
  two_factor_already_enabled: 409,
  two_factor_not_enabled: 409,
  /** An owner turning on the team's two-factor requirement must use two-factor first. */
  own_two_factor_first: 409,
  cannot_deactivate_self: 409,
  last_active_admin: 409,
  not_admin_account: 409,
  content_limit_reached: 409,
  kyc_already_submitted: 409,
  already_verified: 409,
  already_reviewed: 409,
  /**
   * An admin's decision on a request the merchant has since replaced with a new one (a new id):
   * nothing is decided; the new request waits for its own review.
   */
  change_request_replaced: 409,
  /** A change of company name, tax ID or authorised person while the KYC submission waits for review. */
  identity_under_review: 409,
  api_key_limit_reached: 409,
  api_key_inactive: 409,
  api_key_already_rolled: 409,
  insufficient_balance: 409,
  payout_status_conflict: 409,
  payment_not_refundable: 409,
  /** A commercial invoice is made only of a succeeded payment (docs/invoices.md). */
  payment_not_paid: 409,
  refund_exceeds_payment: 409,
  refund_exceeds_balance: 409,
  /** Marketplace mode: the merchant's share was already released to the acquirer for payout. */
  refund_after_release: 409,
  /** Marketplace mode: the acquirer is being asked to release the merchant's share; try again after. */
  release_in_progress: 409,
  payment_disputed: 409,
  /** A lost dispute gave the cardholder back what was left to refund. */
  payment_charged_back: 409,
  dispute_status_conflict: 409,
  negative_balance: 409,
  payout_account_missing: 409,
  /** A payout in a currency whose own account (IBAN) the merchant has not given: convert it to lira. */
  payout_account_missing_currency: 409,
  /** A currency account change asking for the account already in use. */
  currency_iban_unchanged: 409,
  /** The quote of a converted payout has expired, was used, or is not this merchant's. */
  quote_expired: 409,
  /** No rate to lira for the currency yet (docs/fx.md). */
  exchange_rate_unavailable: 409,
  merchant_suspended: 409,
  /** Marketplace mode: the merchant is not registered with the acquirer's marketplace yet (decision 011). */
  merchant_not_ready: 409,
  /**
   * Marketplace mode: iyzico refused the merchant's registration or it cannot be sent; nothing
   * changes until the merchant corrects its details (no "try again later" for the payer).
   */
  merchant_cannot_take_payments: 409,
  /** Marketplace mode: iyzico pays merchants out; no payout is requested from the platform (decision 011). */
  payouts_by_acquirer: 409,
  /** Marketplace mode: iyzico is to pay in a currency whose account (IBAN) has not been approved. */
  settlement_account_missing: 409,
  /** The settlement currency is iyzico's (marketplace mode); the platform pays out otherwise. */
  settlement_currency_marketplace_only: 409,
  webhook_endpoint_limit_reached: 409,
  webhook_endpoint_disabled: 409,
  webhook_event_not_subscribed: 409,
  /** Deleting an SME account that holds records that must be kept (KYC, links, payments...). */
  account_holds_records: 409,
  domain_already_added: 409,
  domain_limit_reached: 409,
  domain_not_verified: 409,
  webhook_endpoint_exceeds_role: 403,
  /** Deleting or turning off an endpoint that receives more than the caller's role may read. */
  webhook_endpoint_beyond_role: 403,
  payload_too_large: 413,
  file_too_large: 413,
  logo_too_large: 413,
  idempotency_error: 422,
  /** After repeated declines the checkout wants a solved proof-of-work challenge with the attempt. */
  challenge_required: 428,
  rate_limited: 429,
  /** A team invitation to an address that had its share of such e-mails this hour. */
  recipient_rate_limited: 429,
  profile_creation_failed: 500,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorStatus;
}

export interface ValidationIssue {
  path: string;
  /** An i18n key such as `validation.required`. */
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, details?: Record<string, unknown>, message?: string) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.details = details;
  }
}
