import { AppError } from '@kopru/domain/errors';
import type { V1Balance } from '@kopru/domain/schemas/merchant-api';
import type { Payment } from '@kopru/domain/schemas/payments';
import type { AppContext } from '../../context.ts';
import { type Page, toPage } from '../../lib/pagination.ts';
import { toBalances } from '../ledger/balances.ts';
import { merchantBalances } from '../ledger/repository.ts';
import { toPayment } from './mapping.ts';
import { findPayment, listPayments, nextAvailableByCurrency, type PaymentFilter } from './repository.ts';

/** One page of the merchant's payments, newest first; an unknown cursor is 404. */
export async function listPaymentPage(
  ctx: AppContext,
  merchantId: string,
  query: Omit<PaymentFilter, 'merchantId'> & { limit: number; starting_after?: string | undefined },
): Promise<Page<Payment>> {
  const { limit, starting_after, ...filter } = query;
  const after = starting_after ? await findPayment(ctx.db, { merchantId, id: starting_after }) : undefined;
  if (starting_after && !after) throw new AppError('not_found', { param: 'starting_after' });
  const page = toPage(await listPayments(ctx.db, { ...filter, merchantId, limit, after }), limit);
  return { data: page.data.map((row) => toPayment(row.payment)), has_more: page.has_more };
}

export async function getPayment(ctx: AppContext, merchantId: string, id: string): Promise<Payment> {
  const row = await findPayment(ctx.db, { merchantId, id });
  if (!row) throw new AppError('not_found');
  return toPayment(row);
}

/** The merchant's balance per currency, from the ledger's balance rows. */
export async function merchantBalance(ctx: AppContext, merchantId: string): Promise<V1Balance> {
  const [accounts, nextAvailable] = await Promise.all([
    merchantBalances(ctx.db, merchantId),
    nextAvailableByCurrency(ctx.db, merchantId),
  ]);
  return { balances: toBalances(accounts, new Map(nextAvailable.map((row) => [row.currency, row.at]))) };
}
