/**
 * Limits of what a merchant may create, kept free of zod so the checkout's translator can name
 * them (packages/i18n/src/limits.ts) without the schemas; the schemas enforce them.
 */
/** Active API keys per merchant; keys being retired after a roll do not count. */
export const MAX_ACTIVE_API_KEYS = 10;
export const API_KEY_DESCRIPTION_MAX = 100;
/** The longest description a payment link may carry. */
export const LINK_DESCRIPTION_MAX = 500;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** The merchant's own reference on a link or payment (Stripe's client_reference_id is 200). */
export const CLIENT_REFERENCE_MAX = 200;
/** Metadata as Stripe limits it: keys per object, characters per key, characters per value. */
export const METADATA_MAX_KEYS = 50;
export const METADATA_KEY_MAX = 40;
export const METADATA_VALUE_MAX = 500;

/** Brand logos (docs/brand.md): bytes, and pixels a side (plenty for a 2x logo, small for e-mail). */
export const BRAND_LOGO_MAX_BYTES = 512 * 1024;
export const BRAND_LOGO_MAX_SIDE = 2000;
export const BRAND_LOGO_MIN_SIDE = 16;
