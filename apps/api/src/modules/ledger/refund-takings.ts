import { reservingStatuses } from '@kopru/domain/schemas/refunds';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import { ledgerTransactions } from '../../db/schema/ledger-transactions.ts';
import { refunds } from '../../db/schema/refunds.ts';
import { accountId } from './repository.ts';

/*
 * What a marketplace payment's refunds took of its money (decision 017), read by the refunds, the
 * settlement and the release workers alike: here, below all three.
 */

/** What the payment's refunds not failed (pending or succeeded) took from its share and its reserve. */
export async function takenByRefunds(db: Executor, paymentId: string, statuses = [...reservingStatuses]) {
  const [row] = await db
    .select({
      share: sql<number>`coalesce(sum(${refunds.fromShare}), 0)::bigint`.mapWith(Number),
      reserve: sql<number>`coalesce(sum(${refunds.fromReserve}), 0)::bigint`.mapWith(Number),
    })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, statuses)));
  return { share: row?.share ?? 0, reserve: row?.reserve ?? 0 };
}

/**
 * What refunds of the payment took from `pending` before it was settled (net of the refused ones
 * that gave it back there): the settlement moves only the rest of the share to `available`.
 */
export async function takenFromPending(
  db: Executor,
  { id, merchantId, currency }: { id: string; merchantId: string; currency: string },
): Promise<number> {
  const [row] = await db
    .select({ taken: sql<number>`coalesce(-sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(refunds, eq(refunds.id, ledgerTransactions.referenceId))
    .where(
      and(
        eq(refunds.paymentId, id),
        inArray(ledgerTransactions.kind, ['refund_reserved', 'refund_failed']),
        eq(ledgerEntries.accountId, accountId(merchantId, 'pending', currency)),
      ),
    );
  return row?.taken ?? 0;
}
