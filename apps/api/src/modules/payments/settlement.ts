import type { AppContext } from '../../context.ts';
import { creditAvailableLines } from '../ledger/negative-balance.ts';
import { takenFromPending } from '../ledger/refund-takings.ts';
import { postLedgerTransaction } from '../ledger/repository.ts';
import { claimDueSettlements, markSettled } from './repository.ts';

/**
 * Worker pass: moves the net less the reserve (decision 013) and the withholding (decision 015) of payments whose release date has
 * come from pending to available; the reserve stays until its own window ends (reserve-release.ts).
 */
export async function settleDuePayments(ctx: AppContext, batchSize = 50): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const due = await claimDueSettlements(tx, now, batchSize);
    for (const payment of due) {
      // Marketplace mode: a refund before the settlement took its part of the share from pending.
      const share =
        payment.net - payment.reserve - payment.withholdingTax - (await takenFromPending(tx, payment));
      if (share > 0)
        await postLedgerTransaction(tx, {
          kind: 'settlement',
          referenceId: payment.id,
          at: now,
          lines: [
            {
              merchantId: payment.merchantId,
              type: 'pending',
              currency: payment.currency,
              amount: -share,
            },
            // What the merchant owes after a dispute is repaid first.
            ...(await creditAvailableLines(tx, {
              merchantId: payment.merchantId,
              currency: payment.currency,
              amount: share,
            })),
          ],
        });
      await markSettled(tx, payment.id, now);
    }
    return due.length;
  });
}
