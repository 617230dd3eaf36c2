import type { EventType } from '@kopru/domain/events';
import type { MerchantEvent } from '@kopru/domain/schemas/merchant-api';
import type { EventRow } from '../../db/schema/events.ts';

/** An event as GET /v1/events/{id} shows it, and as webhooks send it. */
export function toEvent(row: Pick<EventRow, 'id' | 'type' | 'data' | 'createdAt'>): MerchantEvent {
  return {
    id: row.id,
    type: row.type as EventType,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
  };
}
