import { type AnyColumn, and, asc, eq, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { type MarketplaceItemRow, marketplaceItems } from '../../db/schema/marketplace-items.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { payments } from '../../db/schema/payments.ts';
import { refunds } from '../../db/schema/refunds.ts';
import type { NextLookup } from '../../lib/reconcile-backoff.ts';

/** What the payment's succeeded refunds took from its share (decision 017), as SQL. */
export const refundedShare = (paymentId: AnyColumn) =>
  sql<number>`(select coalesce(sum(r.from_share), 0) from ${refunds} r where r.payment_id = ${paymentId} and r.status = 'succeeded')`.mapWith(
    Number,
  );

/**
 * No refund of the payment is pending (its outcome, and so what is left, is not known yet), and
 * its refunds left some of the merchant's share: the share less what the refunds took of it is
 * above zero (a whole refund, or one as large as the share, leaves nothing to release).
 */
const shareLeft = and(
  notExists(
    sql`(select 1 from ${refunds} where ${refunds.paymentId} = ${marketplaceItems.paymentId} and ${refunds.status} = 'pending')`,
  ),
  sql`${marketplaceItems.subMerchantPrice} > ${refundedShare(marketplaceItems.paymentId)}`,
);

/**
 * The platform's rules for releasing an item (docs/acquirers.md "Marketplace mode"): its time has
 * come (the payment's release date, decision 013), the payment succeeded and was settled, no
 * refund of it is pending and its refunds left part of the share (shareLeft; after a partial
 * refund the worker lowers the item's price at iyzico first, release.ts), and no dispute is open
 * or lost on it.
 */
const releasable = (now: Date) =>
  and(
    lte(marketplaceItems.releaseAfter, now),
    isNull(marketplaceItems.releasedAt),
    isNull(marketplaceItems.reviewSince),
    isNotNull(marketplaceItems.paymentTransactionId),
    eq(payments.status, 'succeeded'),
    isNotNull(payments.settledAt),
    notExists(
      sql`(select 1 from ${disputes} where ${disputes.paymentId} = ${marketplaceItems.paymentId} and ${disputes.status} in ('needs_response', 'under_review', 'lost'))`,
    ),
    shareLeft,
  );

/**
 * Items to release, claimed for `leaseMs` in one short transaction (FOR UPDATE SKIP LOCKED) and
 * marked in flight (`releaseStartedAt`), which a refund reads under the same row lock
 * (lockReleaseState): an item a refund holds is skipped, and a refund waiting on a claimed item
 * then finds it in flight. The update checks the refunds again with a fresh snapshot: a refund
 * that committed after the select's snapshot was taken but before its row was locked is seen
 * there (pending), and its item is not claimed. While claimed, no refund can start, so the
 * payment's refunded amount the worker reads is final for this pass.
 */
export async function claimReleasableItems(
  db: Database,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<MarketplaceItemRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ paymentId: marketplaceItems.paymentId })
      .from(marketplaceItems)
      .innerJoin(payments, eq(payments.id, marketplaceItems.paymentId))
      .where(releasable(now))
      .orderBy(asc(marketplaceItems.releaseAfter))
      .limit(limit)
      .for('update', { of: marketplaceItems, skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(marketplaceItems)
      .set({ releaseAfter: new Date(now.getTime() + leaseMs), releaseStartedAt: now })
      .where(
        and(
          inArray(
            marketplaceItems.paymentId,
            due.map((row) => row.paymentId),
          ),
          shareLeft,
        ),
      )
      .returning();
    const byId = new Map(claimed.map((item) => [item.paymentId, item]));
    return due.flatMap((row) => byId.get(row.paymentId) ?? []);
  });
}

/**
 * Ends the lease of claimed items this pass will not finish (shutting down, a database fault):
 * due again at `at`. They stay in flight: after a database fault iyzico may have approved already.
 */
export async function releaseClaims(db: Executor, paymentIds: string[], at: Date) {
  if (paymentIds.length === 0) return;
  await db
    .update(marketplaceItems)
    .set({ releaseAfter: at })
    .where(and(inArray(marketplaceItems.paymentId, paymentIds), isNull(marketplaceItems.releasedAt)));
}

/**
 * iyzico approved the item; once only (a second recorder finds it released). What it releases is
 * the share iyzico was told to pay: the item's price as sent, or as iyzico's item update answered.
 */
export async function markReleased(
  db: Executor,
  paymentId: string,
  now: Date,
): Promise<MarketplaceItemRow | undefined> {
  const [row] = await db
    .update(marketplaceItems)
    .set({
      releasedAmount: sql`case when ${marketplaceItems.priceUpdatedAt} is null then ${marketplaceItems.subMerchantPrice} else ${marketplaceItems.acquirerSubMerchantPrice} end`,
      releasedAt: now,
      releaseAfter: null,
      releaseStartedAt: null,
      providerAnswer: null,
      releaseAttempts: 0,
    })
    .where(and(eq(marketplaceItems.paymentId, paymentId), isNull(marketplaceItems.releasedAt)))
    .returning();
  return row;
}

/** No answer from iyzico: asked again later, still in flight (it may have approved or updated). */
export async function deferRelease(db: Executor, paymentId: string, answer: string, next: NextLookup) {
  await db
    .update(marketplaceItems)
    .set({
      providerAnswer: answer.slice(0, 500),
      releaseAttempts: next.reconcileAttempts,
      releaseAfter: next.reconcileAfter,
      reviewSince: next.reviewSince,
    })
    .where(and(eq(marketplaceItems.paymentId, paymentId), isNull(marketplaceItems.releasedAt)));
}

/**
 * iyzico refused the approval or the item update: nothing was released, so the payment may be
 * refunded again (a later release lowers the price again for it).
 */
export async function refuseRelease(db: Executor, paymentId: string, answer: string, now: Date) {
  await db
    .update(marketplaceItems)
    .set({
      providerAnswer: answer.slice(0, 500),
      releaseAfter: null,
      releaseStartedAt: null,
      priceUpdateStartedAt: null,
      reviewSince: now,
    })
    .where(and(eq(marketplaceItems.paymentId, paymentId), isNull(marketplaceItems.releasedAt)));
}

/** The item update is about to be sent: on record first, so a lost answer is looked up, never resent blindly. */
export async function markPriceUpdateStarted(db: Executor, paymentId: string, price: number, now: Date) {
  await db
    .update(marketplaceItems)
    .set({ priceUpdateTo: price, priceUpdateStartedAt: now })
    .where(and(eq(marketplaceItems.paymentId, paymentId), isNull(marketplaceItems.releasedAt)));
}

/** iyzico took the item update: its own figure, which the release then moves. */
export async function recordPriceUpdated(db: Executor, paymentId: string, acquirerPrice: number, now: Date) {
  await db
    .update(marketplaceItems)
    .set({ acquirerSubMerchantPrice: acquirerPrice, priceUpdatedAt: now, priceUpdateStartedAt: null })
    .where(and(eq(marketplaceItems.paymentId, paymentId), isNull(marketplaceItems.releasedAt)));
}

/** The admin's Reconciliation page: items iyzico did not approve, oldest first. */
export async function listReleasesInReview(db: Executor, limit: number) {
  return db
    .select({ item: marketplaceItems, reference: payments.reference, merchantName: merchants.companyName })
    .from(marketplaceItems)
    .innerJoin(payments, eq(payments.id, marketplaceItems.paymentId))
    .innerJoin(merchants, eq(merchants.id, marketplaceItems.merchantId))
    .where(and(isNull(marketplaceItems.releasedAt), isNotNull(marketplaceItems.reviewSince)))
    .orderBy(asc(marketplaceItems.reviewSince))
    .limit(limit);
}

/** An admin asks again: out of the queue, due at once (the platform's rules are checked again). */
export async function requeueRelease(db: Executor, paymentId: string, now: Date) {
  const [row] = await db
    .update(marketplaceItems)
    .set({ reviewSince: null, releaseAttempts: 0, releaseAfter: now })
    .where(
      and(
        eq(marketplaceItems.paymentId, paymentId),
        isNull(marketplaceItems.releasedAt),
        isNotNull(marketplaceItems.reviewSince),
      ),
    )
    .returning();
  return row;
}

/** When the payment's item was released to the acquirer (marketplace mode), or null. */
export async function releasedToAcquirerAt(db: Executor, paymentId: string): Promise<Date | null> {
  const [row] = await db
    .select({ releasedAt: marketplaceItems.releasedAt })
    .from(marketplaceItems)
    .where(eq(marketplaceItems.paymentId, paymentId));
  return row?.releasedAt ?? null;
}

/**
 * The payment's release as a refund sees it, its item row locked (FOR UPDATE, the row the claim
 * locks) until the refund's transaction ends; undefined for a payment without an item (not
 * marketplace mode).
 */
export async function lockReleaseState(
  db: Executor,
  { merchantId, paymentId }: { merchantId: string; paymentId: string },
) {
  const [row] = await db
    .select({
      releasedAt: marketplaceItems.releasedAt,
      releaseStartedAt: marketplaceItems.releaseStartedAt,
      reviewSince: marketplaceItems.reviewSince,
      subMerchantPrice: marketplaceItems.subMerchantPrice,
    })
    .from(marketplaceItems)
    .where(and(eq(marketplaceItems.merchantId, merchantId), eq(marketplaceItems.paymentId, paymentId)))
    .for('update');
  return row;
}
