import { AppError } from '@kopru/domain/errors';
import { createId } from '@kopru/domain/ids';
import type { AuditAction } from '@kopru/domain/schemas/audit';
import type {
  ResendFailedResponse,
  WebhookAttemptList,
  WebhookAttemptListQuery,
  WebhookTestResponse,
} from '@kopru/domain/schemas/webhooks';
import type { May } from '@kopru/domain/team';
import { WEBHOOK_TEST_EVENT_TYPE } from '@kopru/domain/webhooks';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { toPage } from '../../lib/pagination.ts';
import { apiKeyIdOf, type MerchantActor, userIdOf } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import type { IdempotentResponse } from '../idempotency/service.ts';
import { recordAttempt, sendDelivery } from './delivery.ts';
import { toWebhookAttempt } from './mapping.ts';
import { payloadShownTo } from './payload.ts';
import {
  findAttempt,
  findDelivery,
  findEndpoint,
  insertDelivery,
  listAttempts,
  requeueDeliveries,
} from './repository.ts';
import { requireEndpoint, type WriteRunner } from './service.ts';

/**
 * "Send test event": a `webhook.test` event sent now, while the request waits, signed like any
 * other. It is logged as a delivery of its own but never retried and never stored as an event.
 */
export async function testWebhookEndpoint(
  ctx: AppContext,
  actor: MerchantActor,
  id: string,
): Promise<WebhookTestResponse> {
  const endpoint = await requireEndpoint(ctx, actor.merchantId, id);
  const now = ctx.clock.now();
  const payload = {
    id: createId('evt'),
    type: WEBHOOK_TEST_EVENT_TYPE,
    data: { endpointId: endpoint.id, message: 'A test event sent from Köprü.' },
    createdAt: now.toISOString(),
  };
  // Born claimed (attempt 1, leased), so no worker picks it up while this request sends it.
  const delivery = await insertDelivery(ctx.db, {
    id: createId('wd'),
    endpointId: endpoint.id,
    merchantId: actor.merchantId,
    eventId: null,
    eventType: WEBHOOK_TEST_EVENT_TYPE,
    payload,
    status: 'pending',
    attempts: 1,
    nextAttemptAt: new Date(now.getTime() + ctx.env.WEBHOOK_TIMEOUT_MS + 45_000),
    createdAt: now,
    updatedAt: now,
  });
  const outcome = await sendDelivery(ctx, endpoint, delivery);
  const recorded = await recordAttempt(ctx, endpoint, delivery, outcome, { retry: false });
  // No attempt recorded: the endpoint was deleted while the test was on its way.
  if (!recorded.attempt) throw new AppError('not_found');
  return { attempt: toWebhookAttempt(recorded.attempt, recorded.delivery) };
}

export async function listWebhookAttempts(
  ctx: AppContext,
  merchantId: string,
  endpointId: string,
  query: WebhookAttemptListQuery & { limit: number },
  may: May,
): Promise<WebhookAttemptList> {
  await requireEndpoint(ctx, merchantId, endpointId);
  const { limit, starting_after } = query;
  const after = starting_after ? await findAttempt(ctx.db, { endpointId, id: starting_after }) : undefined;
  if (starting_after && !after) throw new AppError('not_found', { param: 'starting_after' });
  const rows = await listAttempts(ctx.db, {
    endpointId,
    succeeded: query.status === undefined ? undefined : query.status === 'succeeded',
    eventType: query.eventType,
    limit,
    after,
  });
  const page = toPage(rows, limit);
  return {
    data: page.data.map((row) =>
      toWebhookAttempt(
        row.attempt,
        row.delivery,
        payloadShownTo(row.delivery.payload, row.delivery.eventType, may),
      ),
    ),
    has_more: page.has_more,
  };
}

async function requireEnabledEndpoint(tx: Transaction, merchantId: string, id: string) {
  const endpoint = await findEndpoint(tx, { merchantId, id }, { lock: true });
  if (!endpoint) throw new AppError('not_found');
  if (!endpoint.enabled) throw new AppError('webhook_endpoint_disabled');
  return endpoint;
}

function auditResend(
  tx: Transaction,
  actor: MerchantActor,
  action: AuditAction,
  endpointId: string,
  details: object,
) {
  return recordAudit(tx, {
    action,
    actorUserId: userIdOf(actor),
    actorEmail: actor.email,
    targetType: 'webhook_endpoint',
    targetId: endpointId,
    merchantId: actor.merchantId,
    ipAddress: actor.ip,
    details: { ...details, apiKeyId: apiKeyIdOf(actor) },
  });
}

/** Sends one delivery again (succeeded or failed) with a fresh retry schedule. */
export function resendWebhookDelivery(
  ctx: AppContext,
  run: WriteRunner,
  actor: MerchantActor,
  endpointId: string,
  deliveryId: string,
) {
  return run(async (tx) => {
    const endpoint = await requireEnabledEndpoint(tx, actor.merchantId, endpointId);
    const delivery = await findDelivery(tx, { merchantId: actor.merchantId, endpointId, id: deliveryId });
    if (!delivery || delivery.eventId === null) throw new AppError('not_found');
    // A type the endpoint no longer receives is never sent again (its maker may not read it).
    if (!endpoint.events.includes(delivery.eventType)) throw new AppError('webhook_event_not_subscribed');
    if (delivery.status === 'pending')
      return { status: 200, body: { deliveryId: delivery.id, status: delivery.status } };
    const [row] = await requeueDeliveries(tx, {
      endpointId,
      ids: [delivery.id],
      eventTypes: endpoint.events,
      now: ctx.clock.now(),
    });
    await auditResend(tx, actor, 'webhook_delivery.resent', endpointId, {
      deliveryId: delivery.id,
      eventId: delivery.eventId,
    });
    return { status: 200, body: { deliveryId: delivery.id, status: row?.status ?? delivery.status } };
  });
}

/** Queues again every failed delivery of business events created since `since`. */
export function resendFailedWebhooks(
  ctx: AppContext,
  run: WriteRunner,
  actor: MerchantActor,
  endpointId: string,
  since: Date,
): Promise<IdempotentResponse<ResendFailedResponse>> {
  return run(async (tx) => {
    const endpoint = await requireEnabledEndpoint(tx, actor.merchantId, endpointId);
    const rows = await requeueDeliveries(tx, {
      endpointId,
      failedSince: since,
      eventTypes: endpoint.events,
      now: ctx.clock.now(),
    });
    await auditResend(tx, actor, 'webhook_delivery.resent_failed', endpointId, {
      since: since.toISOString(),
      resent: rows.length,
    });
    return { status: 200, body: { resent: rows.length } };
  });
}
