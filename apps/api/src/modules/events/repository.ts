import type { EventType } from '@kopru/domain/events';
import { createId } from '@kopru/domain/ids';
import type { Executor } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';

/**
 * Writes a business event to the outbox. Call it with the transaction of the change so the
 * event exists exactly when the change does. `data` is the object as the merchant API shows it.
 */
export async function recordEvent(
  db: Executor,
  event: { merchantId: string; type: EventType; data: Record<string, unknown>; createdAt?: Date },
): Promise<string> {
  const id = createId('evt');
  await db.insert(events).values({
    id,
    merchantId: event.merchantId,
    type: event.type,
    data: event.data,
    ...(event.createdAt ? { createdAt: event.createdAt } : {}),
  });
  return id;
}
