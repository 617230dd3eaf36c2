import { and, asc, eq, inArray, isNotNull, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { ledgerAccounts } from '../../db/schema/ledger-accounts.ts';
import { ledgerUnappliedCredits } from '../../db/schema/ledger-unapplied-credits.ts';
import { marketplaceItems } from '../../db/schema/marketplace-items.ts';
import {
  type MarketplaceReserveItemRow,
  marketplaceReserveItems,
} from '../../db/schema/marketplace-reserve-items.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { payments } from '../../db/schema/payments.ts';
import { refunds } from '../../db/schema/refunds.ts';
import type { NextLookup } from '../../lib/reconcile-backoff.ts';
import { refundedShare } from './release-repository.ts';

/** The merchant's reserve balance in the item's currency (its account's id as ledger/repository.ts accountId derives it). */
const reserveBalance = sql`coalesce((select a.balance + coalesce((select sum(u.amount) from ${ledgerUnappliedCredits} u where u.account_id = a.id), 0)
  from ${ledgerAccounts} a
  where a.id = 'acct_' || ${marketplaceReserveItems.merchantId} || '_reserve_' || ${marketplaceReserveItems.currency}), 0)`;

/** What the payment's succeeded refunds took from its reserve (decision 017), as SQL. */
export const refundedReserve =
  sql<number>`(select coalesce(sum(r.from_reserve), 0) from ${refunds} r where r.payment_id = ${marketplaceReserveItems.paymentId} and r.status = 'succeeded')`.mapWith(
    Number,
  );

const noRefundPending = notExists(
  sql`(select 1 from ${refunds} where ${refunds.paymentId} = ${marketplaceReserveItems.paymentId} and ${refunds.status} = 'pending')`,
);

/**
 * The platform's rules for approving a reserve item (decision 013, docs/acquirers.md): its window
 * has ended; the payment's own item was released, or the refunds took all of the share so there
 * is none to release (decision 017); no refund of the payment is pending (a refund meanwhile is
 * refused while the item is claimed, `releaseStartedAt`); the refunds left part of the reserve
 * (after one that took part of it, the worker lowers the item's price at iyzico first,
 * reserve-release.ts); no dispute is open or lost on the payment; and the merchant's reserve
 * balance still holds what is left: a dispute of another payment that took from the reserve
 * keeps the item back (a won dispute gives it back, and the item with it).
 */
const releasable = (now: Date) =>
  and(
    lte(marketplaceReserveItems.releaseAfter, now),
    isNull(marketplaceReserveItems.releasedAt),
    isNull(marketplaceReserveItems.reviewSince),
    isNotNull(marketplaceReserveItems.paymentTransactionId),
    or(
      isNotNull(marketplaceItems.releasedAt),
      sql`${marketplaceItems.subMerchantPrice} <= ${refundedShare(marketplaceItems.paymentId)}`,
    ),
    eq(payments.status, 'succeeded'),
    noRefundPending,
    sql`${marketplaceReserveItems.price} > ${refundedReserve}`,
    notExists(
      sql`(select 1 from ${disputes} where ${disputes.paymentId} = ${marketplaceReserveItems.paymentId} and ${disputes.status} in ('needs_response', 'under_review', 'lost'))`,
    ),
    sql`${reserveBalance} >= ${marketplaceReserveItems.price} - ${refundedReserve}`,
  );

/**
 * Reserve items to approve, leased for `leaseMs` in one short transaction (FOR UPDATE SKIP LOCKED)
 * and marked in flight (`releaseStartedAt`), which a refund reads under the same row lock.
 */
export async function claimReleasableReserves(
  db: Database,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<MarketplaceReserveItemRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ paymentId: marketplaceReserveItems.paymentId })
      .from(marketplaceReserveItems)
      .innerJoin(marketplaceItems, eq(marketplaceItems.paymentId, marketplaceReserveItems.paymentId))
      .innerJoin(payments, eq(payments.id, marketplaceReserveItems.paymentId))
      .where(releasable(now))
      .orderBy(asc(marketplaceReserveItems.releaseAfter))
      .limit(limit)
      .for('update', { of: marketplaceReserveItems, skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(marketplaceReserveItems)
      .set({ releaseAfter: new Date(now.getTime() + leaseMs), releaseStartedAt: now })
      .where(
        and(
          inArray(
            marketplaceReserveItems.paymentId,
            due.map((row) => row.paymentId),
          ),
          // A refund committed after the select's snapshot is seen here (as for the share's items).
          noRefundPending,
        ),
      )
      .returning();
  });
}

/** Ends the lease of claimed items this pass will not finish: due again at `at`. */
export async function giveBackReserves(db: Executor, paymentIds: string[], at: Date) {
  if (paymentIds.length === 0) return;
  await db
    .update(marketplaceReserveItems)
    .set({ releaseAfter: at })
    .where(
      and(inArray(marketplaceReserveItems.paymentId, paymentIds), isNull(marketplaceReserveItems.releasedAt)),
    );
}

/** iyzico approved the reserve item for `amount`; once only (a second recorder finds it released). */
export async function markReserveReleased(db: Executor, paymentId: string, amount: number, now: Date) {
  const [row] = await db
    .update(marketplaceReserveItems)
    .set({
      releasedAt: now,
      releasedAmount: amount,
      releaseStartedAt: null,
      releaseAfter: null,
      providerAnswer: null,
      releaseAttempts: 0,
    })
    .where(and(eq(marketplaceReserveItems.paymentId, paymentId), isNull(marketplaceReserveItems.releasedAt)))
    .returning();
  return row;
}

/** No answer from iyzico: asked again later (approving twice is harmless, A28). */
export async function deferReserve(db: Executor, paymentId: string, answer: string, next: NextLookup) {
  await db
    .update(marketplaceReserveItems)
    .set({
      providerAnswer: answer.slice(0, 500),
      releaseAttempts: next.reconcileAttempts,
      releaseAfter: next.reconcileAfter,
      reviewSince: next.reviewSince,
    })
    .where(and(eq(marketplaceReserveItems.paymentId, paymentId), isNull(marketplaceReserveItems.releasedAt)));
}

/** iyzico refused the approval (A31: e.g. an item held too long): it waits for an admin. */
export async function refuseReserve(db: Executor, paymentId: string, answer: string, now: Date) {
  await db
    .update(marketplaceReserveItems)
    .set({
      providerAnswer: answer.slice(0, 500),
      releaseAfter: null,
      releaseStartedAt: null,
      reviewSince: now,
    })
    .where(and(eq(marketplaceReserveItems.paymentId, paymentId), isNull(marketplaceReserveItems.releasedAt)));
}

/** The admin's Reconciliation page: reserve items iyzico did not approve, oldest first. */
export async function listReservesInReview(db: Executor, limit: number) {
  return db
    .select({
      item: marketplaceReserveItems,
      reference: payments.reference,
      merchantName: merchants.companyName,
    })
    .from(marketplaceReserveItems)
    .innerJoin(payments, eq(payments.id, marketplaceReserveItems.paymentId))
    .innerJoin(merchants, eq(merchants.id, marketplaceReserveItems.merchantId))
    .where(and(isNull(marketplaceReserveItems.releasedAt), isNotNull(marketplaceReserveItems.reviewSince)))
    .orderBy(asc(marketplaceReserveItems.reviewSince))
    .limit(limit);
}

/** An admin asks again: out of the queue, due at once (the platform's rules are checked again). */
export async function requeueReserve(db: Executor, paymentId: string, now: Date) {
  const [row] = await db
    .update(marketplaceReserveItems)
    .set({ reviewSince: null, releaseAttempts: 0, releaseAfter: now })
    .where(
      and(
        eq(marketplaceReserveItems.paymentId, paymentId),
        isNull(marketplaceReserveItems.releasedAt),
        isNotNull(marketplaceReserveItems.reviewSince),
      ),
    )
    .returning();
  return row;
}
