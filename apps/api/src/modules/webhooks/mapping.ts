import type { EventType } from '@kopru/domain/events';
import type {
  WebhookAttempt,
  WebhookAttemptError,
  WebhookEndpoint,
  webhookEventTypes,
} from '@kopru/domain/schemas/webhooks';
import type { WebhookAttemptRow } from '../../db/schema/webhook-attempts.ts';
import type { WebhookDeliveryRow } from '../../db/schema/webhook-deliveries.ts';
import type { WebhookEndpointRow } from '../../db/schema/webhook-endpoints.ts';

/** An endpoint as the merchant sees it: never its secrets. */
export function toWebhookEndpoint(row: WebhookEndpointRow, now: Date): WebhookEndpoint {
  const graceOpen = row.previousSecretExpiresAt !== null && row.previousSecretExpiresAt > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as EventType[],
    payerDetails: row.payerDetails,
    enabled: row.enabled,
    disabledReason: row.disabledReason ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    failureCount: row.failureCount,
    lastTriggeredAt: row.lastTriggeredAt?.toISOString() ?? null,
    previousSecretExpiresAt: graceOpen ? (row.previousSecretExpiresAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `payload`: the delivery's payload as the reader may see it (payload.ts payloadShownTo). */
export function toWebhookAttempt(
  attempt: WebhookAttemptRow,
  delivery: WebhookDeliveryRow,
  payload: Record<string, unknown> = delivery.payload,
): WebhookAttempt {
  return {
    id: attempt.id,
    deliveryId: delivery.id,
    eventId: String(delivery.payload.id ?? delivery.eventId ?? ''),
    eventType: delivery.eventType as (typeof webhookEventTypes)[number],
    attempt: attempt.attempt,
    succeeded: attempt.succeeded,
    statusCode: attempt.statusCode,
    error: attempt.error as WebhookAttemptError | null,
    responseExcerpt: attempt.responseExcerpt,
    durationMs: attempt.durationMs,
    attemptedAt: attempt.createdAt.toISOString(),
    // Only while that retry is still ahead: not once it was made, resent or given up.
    nextRetryAt:
      delivery.status === 'pending' && delivery.attempts === attempt.attempt
        ? (attempt.nextRetryAt?.toISOString() ?? null)
        : null,
    deliveryStatus: delivery.status,
    payload,
  };
}
