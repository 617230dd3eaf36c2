import { AppError } from '@kopru/domain/errors';
import type { RefundListQuery } from '@kopru/domain/schemas/refunds';
import type { AppContext } from '../../context.ts';
import { toPage } from '../../lib/pagination.ts';
import { toAdminRefund, toRefund } from './mapping.ts';
import { findRefund, listRefunds, type RefundFilter } from './repository.ts';

type Query = Omit<RefundListQuery, 'limit'> & { limit: number };

/** A page of refunds, scoped to a merchant when `merchantId` is given (the admin sees all). */
export async function refundPage(ctx: AppContext, filter: RefundFilter, query: Query) {
  const { limit, starting_after, ...rest } = query;
  if (starting_after && !(await findRefund(ctx.db, { ...scope(filter), id: starting_after })))
    throw new AppError('not_found', { param: 'starting_after' });
  const rows = await listRefunds(ctx.db, {
    ...rest,
    ...filter,
    limit,
    after: starting_after ? { id: starting_after } : undefined,
  });
  return toPage(rows, limit);
}

export async function merchantRefundPage(ctx: AppContext, merchantId: string, query: Query) {
  const page = await refundPage(ctx, { merchantId }, query);
  return {
    data: page.data.map((row) => toRefund(row.refund, row.paymentReference)),
    has_more: page.has_more,
  };
}

export async function adminRefundPage(ctx: AppContext, query: Query & { merchantId?: string | undefined }) {
  const { merchantId, ...rest } = query;
  const page = await refundPage(ctx, { merchantId }, rest);
  return { data: page.data.map(toAdminRefund), has_more: page.has_more };
}

export async function getMerchantRefund(ctx: AppContext, merchantId: string, id: string) {
  const row = await findRefund(ctx.db, { merchantId, id });
  if (!row) throw new AppError('not_found');
  return toRefund(row.refund, row.paymentReference);
}

function scope(filter: RefundFilter): { merchantId?: string } {
  return filter.merchantId ? { merchantId: filter.merchantId } : {};
}
