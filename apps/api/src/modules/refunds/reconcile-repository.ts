import { and, asc, count, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { payments } from '../../db/schema/payments.ts';
import { type RefundRow, refunds } from '../../db/schema/refunds.ts';
import type { NextLookup } from '../../lib/reconcile-backoff.ts';

const pending = eq(refunds.status, 'pending');

/**
 * Pending refunds whose time to be looked up has come, with their payment, claimed for `leaseMs`
 * in one short transaction (FOR UPDATE SKIP LOCKED; reconcileAfter moved on).
 */
export async function claimDueRefunds(db: Database, now: Date, limit: number, leaseMs: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ refund: refunds, payment: payments })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(and(pending, lte(refunds.reconcileAfter, now)))
      .orderBy(asc(refunds.reconcileAfter))
      .limit(limit)
      .for('update', { of: refunds, skipLocked: true });
    if (due.length > 0)
      await tx
        .update(refunds)
        .set({ reconcileAfter: new Date(now.getTime() + leaseMs) })
        .where(
          inArray(
            refunds.id,
            due.map((row) => row.refund.id),
          ),
        );
    return due;
  });
}

/** Gives claimed refunds back to be looked up at `at` (shutting down, a database fault). */
export async function releaseRefunds(db: Executor, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(refunds)
    .set({ reconcileAfter: at })
    .where(and(inArray(refunds.id, ids), pending));
}

/** A lookup that settled nothing: counted, kept for the admin, asked again later or queued. */
export async function deferRefund(db: Executor, id: string, answer: string, next: NextLookup) {
  await db
    .update(refunds)
    .set({ providerAnswer: answer.slice(0, 500), ...next })
    .where(and(eq(refunds.id, id), pending));
}

/** The refund call's answer settled nothing: what it said, kept for the reconciler's lookup. */
export async function noteUnknownRefund(db: Executor, id: string, answer: string) {
  await db
    .update(refunds)
    .set({ providerAnswer: answer.slice(0, 500) })
    .where(and(eq(refunds.id, id), pending));
}

/** The admin console's reconciliation queue: refunds the lookups could not settle, oldest first. */
export async function listRefundsInReview(db: Executor, limit: number) {
  return db
    .select({ refund: refunds, payment: payments, merchantName: merchants.companyName })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(merchants, eq(merchants.id, refunds.merchantId))
    .where(and(pending, isNotNull(refunds.reviewSince)))
    .orderBy(asc(refunds.reviewSince), desc(refunds.id))
    .limit(limit);
}

/** An admin asks the acquirer again: the refund leaves the queue and is due at once. */
export async function requeueRefund(db: Executor, id: string, now: Date): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({ reviewSince: null, reconcileAttempts: 0, reconcileAfter: now })
    .where(and(eq(refunds.id, id), pending, isNotNull(refunds.reviewSince)))
    .returning();
  return row;
}

/** How many wait in the queue (the admin overview's count). */
export async function countRefundsInReview(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(refunds)
    .where(and(pending, isNotNull(refunds.reviewSince)));
  return row?.count ?? 0;
}
