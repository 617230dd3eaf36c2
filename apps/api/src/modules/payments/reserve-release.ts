import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { creditAvailableLines } from '../ledger/negative-balance.ts';
import { postLedgerTransaction } from '../ledger/repository.ts';
import { lockReserve } from '../ledger/reserve.ts';

/**
 * Worker pass (platform mode; decision 013): the reserve of each payment whose window has ended
 * moves from the merchant's `reserve` balance to `available` (repaying what it owes first). A
 * dispute may have taken from the reserve meanwhile (ledger/reserve.ts holdFromBalanceLines): then
 * only what is left is released, never below zero. In marketplace mode iyzico pays the reserve out
 * (sub-merchants/reserve-release.ts), so this pass releases nothing there.
 */
export async function releaseDueReserves(ctx: AppContext, batchSize = 50): Promise<number> {
  if (ctx.marketplace) return 0;
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const due = await claimDueReserves(tx, now, batchSize);
    for (const payment of due) {
      const amount = Math.min(payment.reserve, await lockReserve(tx, payment.merchantId, payment.currency));
      if (amount > 0)
        await postLedgerTransaction(tx, {
          kind: 'reserve_release',
          referenceId: payment.id,
          at: now,
          lines: [
            { merchantId: payment.merchantId, type: 'reserve', currency: payment.currency, amount: -amount },
            ...(await creditAvailableLines(tx, {
              merchantId: payment.merchantId,
              currency: payment.currency,
              amount,
            })),
          ],
        });
      await tx.update(payments).set({ reserveReleasedAt: now }).where(eq(payments.id, payment.id));
    }
    return due.length;
  });
}

/** Succeeded payments whose reserve is held and due now; locked for this worker. */
export function claimDueReserves(db: Executor, now: Date, limit: number) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'succeeded'),
        gt(payments.reserve, 0),
        isNull(payments.reserveReleasedAt),
        lte(payments.reserveReleaseAt, now),
      ),
    )
    .orderBy(asc(payments.reserveReleaseAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}
