/** Rules of webhook delivery (DESIGN.md "Developer platform"); the API and the docs read them. */

/** Delay before each attempt: the first at once, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const WEBHOOK_RETRY_DELAYS_MS = [
  0,
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
  5 * 60 * 60_000,
  10 * 60 * 60_000,
  10 * 60 * 60_000,
] as const;

/** Attempts of one delivery before it is given up as failed. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length;

/** A response must arrive within this time to count. */
export const WEBHOOK_TIMEOUT_MS = 15_000;

/** An endpoint failing without a single success for this long is disabled. */
export const WEBHOOK_DISABLE_AFTER_MS = 5 * 24 * 60 * 60_000;

/** After a secret is regenerated, the old one keeps signing alongside the new one this long. */
export const WEBHOOK_SECRET_GRACE_MS = 24 * 60 * 60_000;

/** How much of a response body the delivery log keeps. */
export const WEBHOOK_RESPONSE_EXCERPT_BYTES = 2_048;

export const MAX_WEBHOOK_ENDPOINTS = 10;

/** The type of the event sent by "Send test event"; it is never stored as a business event. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

/**
 * Why an endpoint stopped receiving: the merchant turned it off, it answered 410 Gone, it kept
 * failing for five days, or the member who made it left the team or was moved to a role that may
 * not read what it receives (webhook-permissions.ts).
 */
export const webhookDisabledReasons = [
  'manual',
  'gone',
  'failing',
  'maker_removed',
  'maker_role_changed',
] as const;
export type WebhookDisabledReason = (typeof webhookDisabledReasons)[number];

/** pending: waiting for its next attempt; succeeded; failed: retries exhausted or endpoint disabled. */
export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** The delay before attempt number `attempt` (1-based), with up to ±10% jitter from `random`. */
export function webhookRetryDelayMs(attempt: number, random: number): number | undefined {
  const base = WEBHOOK_RETRY_DELAYS_MS[attempt - 1];
  if (base === undefined) return undefined;
  return Math.round(base * (0.9 + 0.2 * random));
}
