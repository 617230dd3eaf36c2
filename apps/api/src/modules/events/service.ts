import { AppError } from '@kopru/domain/errors';
import type { EventType } from '@kopru/domain/events';
import type { MerchantEvent } from '@kopru/domain/schemas/merchant-api';
import type { AppContext } from '../../context.ts';
import { type Page, toPage } from '../../lib/pagination.ts';
import { toEvent } from './mapping.ts';
import { findEvent, listEvents } from './repository.ts';

/** One page of the merchant's events, newest first; an unknown cursor is 404. */
export async function listEventPage(
  ctx: AppContext,
  merchantId: string,
  query: { limit: number; starting_after?: string | undefined; type?: EventType | undefined },
): Promise<Page<MerchantEvent>> {
  const { limit, starting_after, type } = query;
  const after = starting_after ? await findEvent(ctx.db, { merchantId, id: starting_after }) : undefined;
  if (starting_after && !after) throw new AppError('not_found', { param: 'starting_after' });
  const page = toPage(await listEvents(ctx.db, { merchantId, type, limit, after }), limit);
  return { data: page.data.map(toEvent), has_more: page.has_more };
}

export async function getEvent(ctx: AppContext, merchantId: string, id: string): Promise<MerchantEvent> {
  const row = await findEvent(ctx.db, { merchantId, id });
  if (!row) throw new AppError('not_found');
  return toEvent(row);
}
