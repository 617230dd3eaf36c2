/** Business constants of the product. The landing page, the API and the docs read them from here. */
export const INACTIVITY_TIMEOUT_MS_DEFAULT = 60_000;
export const PASSWORD_MIN_LENGTH_DEFAULT = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const RESET_PASSWORD_REDIRECT_MS = 3_000;
export const RESET_LINK_VALID_SECONDS = 60 * 60;
/** How long an Idempotency-Key is remembered (like the retry window of most API clients). */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60_000;

/** Fee per successful payment: 2.9% (in basis points) plus 30 minor units. */
export const FEE_BASIS_POINTS = 290;
export const FEE_FIXED_MINOR = 30;
export const SETUP_MINUTES = 5;
export const PAYOUT_BUSINESS_DAYS = { min: 1, max: 2 } as const;
export const KYC_REVIEW_BUSINESS_DAYS = { min: 1, max: 2 } as const;
export const SUPPORT_HOURS = '24/7';

/** Defaults of SUPPORT_EMAIL and OPERATOR_NAME; the apps read the configured ones from /api/config. */
export const SUPPORT_EMAIL = 'support@kopru.example';
export const OPERATOR_NAME = 'Köprü';

/** "Remember this device" at the second sign-in step skips that step on the browser for this long. */
export const TRUSTED_DEVICE_DAYS = 30;

/** An e-mail confirmation link (sent at sign-up, or again from the console) works this long. */
export const CONFIRM_LINK_HOURS = 48;

/** A new account whose address is still unconfirmed after this long is deleted (docs/security.md). */
export const UNCONFIRMED_ACCOUNT_DAYS = 7;
