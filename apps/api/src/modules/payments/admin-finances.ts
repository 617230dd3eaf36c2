import { AppError } from '@kopru/domain/errors';
import type { AdminMerchantFinances } from '@kopru/domain/schemas/admin-finances';
import type { AppContext } from '../../context.ts';
import { toBalances } from '../ledger/balances.ts';
import { merchantBalances } from '../ledger/repository.ts';
import { findMerchantWithEmail } from '../merchants/repository.ts';
import { toPaymentLink } from '../payment-links/mapping.ts';
import { countPaymentLinks, listPaymentLinks } from '../payment-links/repository.ts';

/** The admin merchant page's money section: balances and the latest ten payment links. */
export async function merchantFinances(ctx: AppContext, merchantId: string): Promise<AdminMerchantFinances> {
  const { db, env } = ctx;
  const now = ctx.clock.now();
  if (!(await findMerchantWithEmail(db, merchantId))) throw new AppError('not_found');
  const [accounts, links, linkCount] = await Promise.all([
    merchantBalances(db, merchantId),
    listPaymentLinks(db, { merchantId, now, limit: 10 }),
    countPaymentLinks(db, merchantId),
  ]);
  return {
    balances: toBalances(accounts, new Map()),
    links: links.slice(0, 10).map((row) => toPaymentLink(row, env.CHECKOUT_ORIGIN, now)),
    linkCount,
  };
}
