import { createId } from '@kopru/domain/ids';
import { WEBHOOK_DISABLE_AFTER_MS, webhookRetryDelayMs } from '@kopru/domain/webhooks';
import type { AppContext } from '../../context.ts';
import type { WebhookDeliveryRow } from '../../db/schema/webhook-deliveries.ts';
import type { WebhookEndpointRow } from '../../db/schema/webhook-endpoints.ts';
import { afterAutomaticDisable } from './notify.ts';
import { payloadForEndpoint } from './payload.ts';
import {
  claimDueDeliveries,
  disableEndpoint,
  endpointsByIds,
  insertAttempt,
  lockEndpoint,
  recordEndpointOutcome,
  settleDelivery,
  touchEndpoint,
} from './repository.ts';
import { decryptSecret } from './secrets.ts';
import { type SendOutcome, sendWebhook } from './sender.ts';
import { signedHeaders } from './signing.ts';

/** A receiver's Retry-After is honoured up to this long. */
const MAX_RETRY_AFTER_MS = 24 * 60 * 60_000;

export interface DeliveryOptions {
  batchSize?: number;
  /** How long a claimed delivery is reserved for the worker that claimed it. */
  leaseMs?: number;
  /** The jitter source, in [0, 1). */
  random?: () => number;
}

/** The secrets that sign now: the current one, and the previous one during its grace period. */
function signingSecrets(ctx: AppContext, endpoint: WebhookEndpointRow, now: Date): string[] {
  const secrets = [decryptSecret(ctx.appSecret, endpoint.secretCiphertext)];
  if (
    endpoint.previousSecretCiphertext &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt > now
  )
    secrets.push(decryptSecret(ctx.appSecret, endpoint.previousSecretCiphertext));
  return secrets;
}

/**
 * Signs the delivery's payload with the endpoint's secrets and POSTs it. A business event of a
 * type the endpoint no longer receives (its events were narrowed to what a new maker may read) is
 * not sent: it fails as not_subscribed.
 */
export async function sendDelivery(
  ctx: AppContext,
  endpoint: WebhookEndpointRow,
  delivery: WebhookDeliveryRow,
): Promise<SendOutcome> {
  if (delivery.eventId !== null && !endpoint.events.includes(delivery.eventType)) return notSubscribed;
  const now = ctx.clock.now();
  const body = JSON.stringify(payloadForEndpoint(delivery.payload, endpoint));
  const id = String(delivery.payload.id ?? delivery.id);
  return sendWebhook(
    {
      url: endpoint.url,
      body,
      headers: signedHeaders(signingSecrets(ctx, endpoint, now), { id, timestamp: now, body }),
    },
    {
      timeoutMs: ctx.env.WEBHOOK_TIMEOUT_MS,
      allowPrivate: ctx.env.WEBHOOKS_ALLOW_PRIVATE,
      resolver: ctx.hostResolver,
    },
  );
}

const notSubscribed: SendOutcome = {
  succeeded: false,
  statusCode: null,
  error: 'not_subscribed',
  responseExcerpt: '',
  durationMs: 0,
  gone: false,
  retryAfterMs: null,
};

type NextStep = { status: 'pending'; nextAttemptAt: Date } | { status: 'succeeded' | 'failed' };

/** What follows an attempt: done, given up, or the next retry of the schedule (with jitter). */
function nextStep(
  delivery: WebhookDeliveryRow,
  outcome: SendOutcome,
  { now, retry, random }: { now: Date; retry: boolean; random: () => number },
): NextStep {
  if (outcome.succeeded) return { status: 'succeeded' };
  if (outcome.gone || !retry || outcome.error === 'not_subscribed') return { status: 'failed' };
  const made = delivery.attempts - delivery.scheduleStart;
  const delay = webhookRetryDelayMs(made + 1, random());
  if (delay === undefined) return { status: 'failed' };
  const wait = Math.max(delay, Math.min(outcome.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS));
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + wait) };
}

/**
 * Writes the attempt to the log and moves the delivery on, in one transaction; updates the
 * endpoint's health and disables it on 410 Gone or after five days without a success. A test
 * event only touches "last triggered": it says nothing about real traffic.
 */
export async function recordAttempt(
  ctx: AppContext,
  endpoint: WebhookEndpointRow,
  delivery: WebhookDeliveryRow,
  outcome: SendOutcome,
  options: { retry: boolean; random?: () => number },
) {
  return ctx.db.transaction(async (tx) => {
    // Deleted meanwhile: its deliveries and their log went with it.
    if (!(await lockEndpoint(tx, endpoint.id))) return { attempt: undefined, delivery };
    const now = ctx.clock.now();
    const step = nextStep(delivery, outcome, {
      now,
      retry: options.retry,
      random: options.random ?? Math.random,
    });
    const settled = await settleDelivery(tx, { id: delivery.id, attempt: delivery.attempts, now }, step);
    const attempt = await insertAttempt(tx, {
      id: createId('wa'),
      deliveryId: delivery.id,
      endpointId: endpoint.id,
      attempt: delivery.attempts,
      succeeded: outcome.succeeded,
      statusCode: outcome.statusCode,
      error: outcome.error,
      responseExcerpt: outcome.responseExcerpt,
      durationMs: Math.round(outcome.durationMs),
      createdAt: now,
      nextRetryAt: settled?.status === 'pending' ? settled.nextAttemptAt : null,
    });
    // Nothing was sent: the receiver's health is not in question.
    if (delivery.eventId === null || outcome.error === 'not_subscribed') {
      await touchEndpoint(tx, endpoint.id, now);
      return { attempt, delivery: settled ?? delivery };
    }
    const health = await recordEndpointOutcome(tx, { id: endpoint.id, succeeded: outcome.succeeded, now });
    const failingTooLong =
      !outcome.succeeded &&
      health?.failingSince != null &&
      now.getTime() - health.failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_MS;
    const reason = outcome.gone ? 'gone' : failingTooLong ? 'failing' : undefined;
    if (reason) {
      const disabled = await disableEndpoint(tx, { id: endpoint.id, reason, now });
      if (disabled) await afterAutomaticDisable(ctx, tx, disabled, reason);
    }
    return { attempt, delivery: settled ?? delivery };
  });
}

/**
 * One pass of the delivery worker: claims due deliveries, sends them in parallel (outside any
 * transaction, so a slow receiver holds no database lock), records each outcome. Returns how
 * many it claimed.
 */
export async function deliverDueWebhooks(ctx: AppContext, options: DeliveryOptions = {}): Promise<number> {
  const now = ctx.clock.now();
  const leaseMs = options.leaseMs ?? ctx.env.WEBHOOK_TIMEOUT_MS + 45_000;
  const claimed = await claimDueDeliveries(ctx.db, {
    now,
    leaseUntil: new Date(now.getTime() + leaseMs),
    limit: options.batchSize ?? 20,
  });
  if (claimed.length === 0) return 0;
  const endpoints = await endpointsByIds(ctx.db, [...new Set(claimed.map((row) => row.endpointId))]);
  await Promise.all(
    claimed.map(async (delivery) => {
      const endpoint = endpoints.get(delivery.endpointId);
      if (!endpoint) return; // deleted meanwhile: its deliveries went with it
      const outcome = await sendDelivery(ctx, endpoint, delivery);
      await recordAttempt(ctx, endpoint, delivery, outcome, { retry: true, random: options.random });
    }),
  );
  return claimed.length;
}
