import type { WebhookDisabledReason } from '@kopru/domain/webhooks';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { merchantMembers } from '../../db/schema/merchant-members.ts';
import { type WebhookAttemptRow, webhookAttempts } from '../../db/schema/webhook-attempts.ts';
import { type WebhookDeliveryRow, webhookDeliveries } from '../../db/schema/webhook-deliveries.ts';
import { type WebhookEndpointRow, webhookEndpoints } from '../../db/schema/webhook-endpoints.ts';
import { afterCursor, newestFirst } from '../../lib/pagination.ts';

type Scoped = { merchantId: string; id: string };

export async function insertEndpoint(
  db: Executor,
  endpoint: typeof webhookEndpoints.$inferInsert,
): Promise<WebhookEndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(endpoint).returning();
  if (!row) throw new Error('webhook endpoint insert returned nothing');
  return row;
}

export async function findEndpoint(
  db: Executor,
  { merchantId, id }: Scoped,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.merchantId, merchantId), eq(webhookEndpoints.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function countEndpoints(db: Executor, merchantId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.merchantId, merchantId));
  return row?.value ?? 0;
}

export async function listEndpoints(
  db: Executor,
  { merchantId, limit, after }: { merchantId: string; limit: number; after?: { id: string } | undefined },
) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.merchantId, merchantId), afterCursor(webhookEndpoints, after)))
    .orderBy(...newestFirst(webhookEndpoints))
    .limit(limit + 1);
}

export async function updateEndpoint(
  db: Executor,
  { merchantId, id }: Scoped,
  values: Partial<Omit<typeof webhookEndpoints.$inferInsert, 'id' | 'merchantId'>>,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(values)
    .where(and(eq(webhookEndpoints.merchantId, merchantId), eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

export async function deleteEndpoint(db: Executor, { merchantId, id }: Scoped): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.merchantId, merchantId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/**
 * Fans an event out to the merchant's enabled endpoints subscribed to its type whose maker is still
 * a member (an endpoint acts for its maker), in the caller's transaction; the payer's details (a
 * payment's `payerDetails`) only to endpoints that carry them. One statement: the event insert and the delivery rows travel together. Built once
 * (db/prepared.ts); the payload (events/mapping.ts toEvent: id, type, data, createdAt) is put
 * together from the event's own columns, so `data` is serialised once.
 */
export async function insertEventWithDeliveries(
  db: Executor,
  event: { id: string; merchantId: string; type: string; data: Record<string, unknown>; createdAt: Date },
): Promise<void> {
  await eventWithDeliveries(db, eventWithDeliveriesValues(event));
}

/** The placeholders' values of eventWithDeliveriesCtes. */
export function eventWithDeliveriesValues(event: {
  id: string;
  merchantId: string;
  type: string;
  data: Record<string, unknown>;
  createdAt: Date;
}) {
  return {
    id: event.id,
    merchantId: event.merchantId,
    type: event.type,
    data: JSON.stringify(event.data),
    createdAt: event.createdAt,
    createdAtIso: event.createdAt.toISOString(),
  };
}

/**
 * The event insert and its deliveries as two common table expressions (`inserted_event`,
 * `event_deliveries`), for a statement that writes them together with other rows
 * (payments/success-statement.ts). Placeholders: id, merchantId, type, data, createdAt, createdAtIso.
 */
export const eventWithDeliveriesCtes = sql`
    inserted_event as (
      insert into events (id, merchant_id, type, data, created_at)
      values (${sql.placeholder('id')}, ${sql.placeholder('merchantId')}, ${sql.placeholder('type')},
        ${sql.placeholder('data')}::jsonb, ${sql.placeholder('createdAt')})
      returning id, type, data
    ),
    event_deliveries as (
      insert into webhook_deliveries
        (id, endpoint_id, merchant_id, event_id, event_type, payload, status, next_attempt_at, created_at, updated_at)
      select 'wd_' || replace(gen_random_uuid()::text, '-', ''), e.id, e.merchant_id, inserted_event.id,
        inserted_event.type,
        jsonb_build_object('id', inserted_event.id, 'type', inserted_event.type,
          'data', case when e.payer_details then inserted_event.data else inserted_event.data - 'payerDetails' end,
          'createdAt', ${sql.placeholder('createdAtIso')}::text),
        'pending', ${sql.placeholder('createdAt')}, ${sql.placeholder('createdAt')}, ${sql.placeholder('createdAt')}
      from webhook_endpoints e, inserted_event
      where e.merchant_id = ${sql.placeholder('merchantId')} and e.enabled and inserted_event.type = any(e.events)
        and exists (select 1 from merchant_members m
          where m.merchant_id = e.merchant_id and m.user_id = e.created_by_user_id)
    )`;

const eventWithDeliveries = preparedSql(
  'event_insert_with_deliveries',
  sql`with ${eventWithDeliveriesCtes} select 1`,
);

export async function insertDelivery(
  db: Executor,
  delivery: typeof webhookDeliveries.$inferInsert,
): Promise<WebhookDeliveryRow> {
  const [row] = await db.insert(webhookDeliveries).values(delivery).returning();
  if (!row) throw new Error('webhook delivery insert returned nothing');
  return row;
}

export async function findDelivery(
  db: Executor,
  { merchantId, endpointId, id }: Scoped & { endpointId: string },
) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.merchantId, merchantId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, id),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Claims up to `limit` due deliveries of enabled endpoints whose maker is still a member (a
 * delivery fanned out while its maker was being removed is never sent): counts the attempt and moves
 * `next_attempt_at` to `leaseUntil`, so no other worker takes them while this one sends. If the
 * worker dies, they are due again when the lease ends. Rows locked by another worker are skipped.
 */
export async function claimDueDeliveries(
  db: Executor,
  { now, leaseUntil, limit }: { now: Date; leaseUntil: Date; limit: number },
): Promise<WebhookDeliveryRow[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(
      merchantMembers,
      and(
        eq(merchantMembers.merchantId, webhookEndpoints.merchantId),
        eq(merchantMembers.userId, webhookEndpoints.createdByUserId),
      ),
    )
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        eq(webhookEndpoints.enabled, true),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  return db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: leaseUntil, updatedAt: now })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
}

/**
 * Locks an endpoint for the rest of the transaction. Every transaction that changes deliveries
 * and their endpoint locks the endpoint first, so two of them never wait on each other in a cycle.
 */
export async function lockEndpoint(db: Executor, id: string): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
  return row;
}

/** The endpoints of claimed deliveries, by id. */
export async function endpointsByIds(db: Executor, ids: string[]): Promise<Map<string, WebhookEndpointRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Records the outcome of attempt `attempt` on a delivery, only while that attempt is still the
 * delivery's latest claimed one (a worker whose lease ran out and was overtaken changes nothing).
 */
export async function settleDelivery(
  db: Executor,
  { id, attempt, now }: { id: string; attempt: number; now: Date },
  next: { status: 'pending'; nextAttemptAt: Date } | { status: 'succeeded' | 'failed' },
): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      status: next.status,
      nextAttemptAt: next.status === 'pending' ? next.nextAttemptAt : null,
      updatedAt: now,
    })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.attempts, attempt),
        eq(webhookDeliveries.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

export async function insertAttempt(db: Executor, attempt: typeof webhookAttempts.$inferInsert) {
  const [row] = await db.insert(webhookAttempts).values(attempt).onConflictDoNothing().returning();
  return row;
}

/** Endpoint health after an attempt: success resets the failure streak, failure extends it. */
export async function recordEndpointOutcome(
  db: Executor,
  { id, succeeded, now }: { id: string; succeeded: boolean; now: Date },
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(
      succeeded
        ? { failureCount: 0, failingSince: null, lastTriggeredAt: now }
        : {
            failureCount: sql`${webhookEndpoints.failureCount} + 1`,
            failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now})`,
            lastTriggeredAt: now,
          },
    )
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row;
}

export async function touchEndpoint(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(webhookEndpoints).set({ lastTriggeredAt: now }).where(eq(webhookEndpoints.id, id));
}

/** The enabled endpoints a member made (or last pointed somewhere) in a merchant, locked. */
export async function enabledEndpointsMadeBy(
  db: Executor,
  { merchantId, userId }: { merchantId: string; userId: string },
): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.merchantId, merchantId),
        eq(webhookEndpoints.createdByUserId, userId),
        eq(webhookEndpoints.enabled, true),
      ),
    )
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id))
    .for('update');
}

/** Turns an endpoint off if it is on; returns it only when this call disabled it. */
export async function disableEndpoint(
  db: Executor,
  { id, reason, now }: { id: string; reason: WebhookDisabledReason; now: Date },
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason, disabledAt: now, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true)))
    .returning();
  return row;
}

/** A disabled endpoint receives nothing: what was waiting for it fails (it can be resent later). */
export async function failPendingDeliveries(db: Executor, endpointId: string, now: Date): Promise<number> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null, updatedAt: now })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

/**
 * Queues deliveries of business events again from their current attempt count (a fresh retry
 * schedule). Only finished ones: a pending delivery is already on its way. Only of `eventTypes`,
 * the types the endpoint receives now.
 */
export async function requeueDeliveries(
  db: Executor,
  {
    endpointId,
    ids,
    failedSince,
    eventTypes,
    now,
  }: { endpointId: string; ids?: string[]; failedSince?: Date; eventTypes: string[]; now: Date },
): Promise<WebhookDeliveryRow[]> {
  return db
    .update(webhookDeliveries)
    .set({
      status: 'pending',
      nextAttemptAt: now,
      scheduleStart: sql`${webhookDeliveries.attempts}`,
      updatedAt: now,
    })
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        isNotNull(webhookDeliveries.eventId),
        inArray(webhookDeliveries.eventType, eventTypes.length ? eventTypes : ['']),
        ids ? inArray(webhookDeliveries.id, ids) : undefined,
        failedSince
          ? and(eq(webhookDeliveries.status, 'failed'), gte(webhookDeliveries.createdAt, failedSince))
          : inArray(webhookDeliveries.status, ['succeeded', 'failed']),
      ),
    )
    .returning();
}

export type AttemptWithDelivery = { attempt: WebhookAttemptRow; delivery: WebhookDeliveryRow };

export async function findAttempt(db: Executor, { endpointId, id }: { endpointId: string; id: string }) {
  const [row] = await db
    .select()
    .from(webhookAttempts)
    .where(and(eq(webhookAttempts.endpointId, endpointId), eq(webhookAttempts.id, id)))
    .limit(1);
  return row;
}

/** The delivery log of one endpoint (already scoped to its merchant by the caller), newest first. */
export async function listAttempts(
  db: Executor,
  {
    endpointId,
    succeeded,
    eventType,
    limit,
    after,
  }: {
    endpointId: string;
    succeeded?: boolean | undefined;
    eventType?: string | undefined;
    limit: number;
    after?: { id: string } | undefined;
  },
): Promise<AttemptWithDelivery[]> {
  return db
    .select({ attempt: webhookAttempts, delivery: webhookDeliveries })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .where(
      and(
        eq(webhookAttempts.endpointId, endpointId),
        succeeded === undefined ? undefined : eq(webhookAttempts.succeeded, succeeded),
        eventType ? eq(webhookDeliveries.eventType, eventType) : undefined,
        afterCursor(webhookAttempts, after),
      ),
    )
    .orderBy(desc(webhookAttempts.createdAt), desc(webhookAttempts.id))
    .limit(limit + 1);
}
