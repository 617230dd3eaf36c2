import type { EventType } from '@kopru/domain/events';
import { createId } from '@kopru/domain/ids';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';
import { afterCursor, newestFirst } from '../../lib/pagination.ts';
import { insertEventWithDeliveries } from '../webhooks/repository.ts';

/**
 * Writes a business event to the outbox and queues its webhook deliveries, in one statement. Call
 * it with the transaction of the change so the event (and what webhooks will send) exists exactly
 * when the change does. `data` is the object as the merchant API shows it.
 */
export async function recordEvent(
  db: Executor,
  event: { merchantId: string; type: EventType; data: Record<string, unknown>; createdAt: Date },
): Promise<string> {
  const id = createId('evt');
  const row = {
    id,
    merchantId: event.merchantId,
    type: event.type,
    data: event.data,
    createdAt: event.createdAt,
  };
  await insertEventWithDeliveries(db, row);
  return id;
}

export async function findEvent(db: Executor, { merchantId, id }: { merchantId: string; id: string }) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.merchantId, merchantId), eq(events.id, id)))
    .limit(1);
  return row;
}

export async function listEvents(
  db: Executor,
  {
    merchantId,
    types,
    limit,
    after,
  }: { merchantId: string; types: readonly EventType[]; limit: number; after?: { id: string } | undefined },
) {
  return db
    .select()
    .from(events)
    .where(
      and(eq(events.merchantId, merchantId), inArray(events.type, [...types]), afterCursor(events, after)),
    )
    .orderBy(...newestFirst(events))
    .limit(limit + 1);
}
