import { AppError } from '@kopru/domain/errors';
import { type EventType, eventTypes } from '@kopru/domain/events';
import { eventPermission } from '@kopru/domain/key-permissions';
import type { MerchantEvent } from '@kopru/domain/schemas/merchant-api';
import type { May } from '@kopru/domain/team';
import type { AppContext } from '../../context.ts';
import { type Page, toPage } from '../../lib/pagination.ts';
import { toEvent } from './mapping.ts';
import { findEvent, listEvents } from './repository.ts';

/** An event as this caller sees it: a payment's payer details only with `payments.payerDetails`. */
function shown(event: MerchantEvent, may: May): MerchantEvent {
  if (!event.type.startsWith('payment.') || may('payments.payerDetails')) return event;
  const { payerDetails: _, ...data } = event.data;
  return { ...event, data };
}

/**
 * One page of the merchant's events that the caller may read (each type needs the permission of
 * its object, key-permissions.ts eventPermission), newest first; an unknown cursor is 404, a type
 * the caller may not read 403.
 */
export async function listEventPage(
  ctx: AppContext,
  merchantId: string,
  query: { limit: number; starting_after?: string | undefined; type?: EventType | undefined },
  may: May,
): Promise<Page<MerchantEvent>> {
  const { limit, starting_after, type } = query;
  if (type && !may(eventPermission(type)))
    throw new AppError('key_permission_denied', { permission: eventPermission(type) });
  const types = type ? [type] : eventTypes.filter((t) => may(eventPermission(t)));
  const after = starting_after ? await findEvent(ctx.db, { merchantId, id: starting_after }) : undefined;
  if (starting_after && !after) throw new AppError('not_found', { param: 'starting_after' });
  const page = toPage(await listEvents(ctx.db, { merchantId, types, limit, after }), limit);
  return { data: page.data.map((row) => shown(toEvent(row), may)), has_more: page.has_more };
}

export async function getEvent(
  ctx: AppContext,
  merchantId: string,
  id: string,
  may: May,
): Promise<MerchantEvent> {
  const row = await findEvent(ctx.db, { merchantId, id });
  if (!row) throw new AppError('not_found');
  const event = toEvent(row);
  if (!may(eventPermission(event.type)))
    throw new AppError('key_permission_denied', { permission: eventPermission(event.type) });
  return shown(event, may);
}
