import { AppError } from '@kopru/domain/errors';
import type { Payout, PayoutList } from '@kopru/domain/schemas/payouts';
import type { Executor } from '../../db/client.ts';
import { toPage } from '../../lib/pagination.ts';
import { toPayout } from './mapping.ts';
import { findMerchantPayout, listMerchantPayouts } from './repository.ts';

/** A merchant's payouts, newest first, one page after `starting_after` (404 when that is not theirs). */
export async function merchantPayoutPage(
  db: Executor,
  merchantId: string,
  query: { limit: number; starting_after?: string | undefined; q?: string | undefined },
): Promise<PayoutList> {
  const { limit, starting_after, q } = query;
  if (starting_after && !(await findMerchantPayout(db, { merchantId, id: starting_after })))
    throw new AppError('not_found', { param: 'starting_after' });
  const page = toPage(await listMerchantPayouts(db, { merchantId, limit, after: starting_after, q }), limit);
  return { data: page.data.map(toPayout), has_more: page.has_more };
}

/** One of the merchant's payouts; 404 for another merchant's. */
export async function merchantPayout(db: Executor, merchantId: string, id: string): Promise<Payout> {
  const row = await findMerchantPayout(db, { merchantId, id });
  if (!row) throw new AppError('not_found');
  return toPayout(row);
}
