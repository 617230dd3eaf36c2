import { and, asc, count, desc, eq, inArray, isNotNull, lte, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { type PaymentRow, payments } from '../../db/schema/payments.ts';
import type { NextLookup } from '../../lib/reconcile-backoff.ts';
import type { NotifiedPayment } from '../../ports.ts';
import { unresolvedStatuses } from './state-machine.ts';

const unresolved = inArray(payments.status, [...unresolvedStatuses]);

/**
 * Payments whose time to be asked about has come, claimed for `leaseMs` in one short transaction
 * (FOR UPDATE SKIP LOCKED; reconcileAfter moved on), so any number of workers share the work.
 */
export async function claimDuePayments(db: Database, now: Date, limit: number, leaseMs: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(payments)
      .where(and(unresolved, lte(payments.reconcileAfter, now)))
      .orderBy(asc(payments.reconcileAfter))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length > 0)
      await tx
        .update(payments)
        .set({ reconcileAfter: new Date(now.getTime() + leaseMs) })
        .where(
          inArray(
            payments.id,
            due.map((payment) => payment.id),
          ),
        );
    return due;
  });
}

/** Gives claimed payments back to be asked about at `at` (shutting down, a database fault). */
export async function releasePayments(db: Executor, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(payments)
    .set({ reconcileAfter: at })
    .where(and(inArray(payments.id, ids), unresolved));
}

/** An answer that settled nothing: counted, kept for the admin, asked again later or queued. */
export async function deferPayment(db: Executor, id: string, answer: string, next: NextLookup) {
  await db
    .update(payments)
    .set({ providerAnswer: answer.slice(0, 500), ...next })
    .where(and(eq(payments.id, id), unresolved));
}

/**
 * The acquirer's signed notification named the payment: the reconciler asks about it at once
 * (its attempts and any place in the admin's queue unchanged). A payment already final is left
 * alone. Answers the ids of the payments made due.
 */
export async function askAboutNotifiedPayment(
  db: Executor,
  provider: string,
  named: NotifiedPayment,
  now: Date,
): Promise<string[]> {
  const names = [
    named.reference ? eq(payments.id, named.reference) : undefined,
    named.providerPaymentId ? eq(payments.providerPaymentId, named.providerPaymentId) : undefined,
    named.providerToken ? eq(payments.providerToken, named.providerToken) : undefined,
  ].filter((name) => name !== undefined);
  if (names.length === 0) return [];
  const rows = await db
    .update(payments)
    .set({ reconcileAfter: now })
    .where(and(eq(payments.provider, provider), unresolved, or(...names)))
    .returning({ id: payments.id });
  return rows.map((row) => row.id);
}

/** The charge's answer settled nothing (a timeout, a system error): asked about at `at`. */
export async function noteUnknownOutcome(db: Executor, id: string, answer: string, at: Date) {
  await db
    .update(payments)
    .set({ providerAnswer: answer.slice(0, 500), reconcileAfter: at })
    .where(and(eq(payments.id, id), unresolved));
}

/** The admin console's reconciliation queue: payments the lookups could not settle, oldest first. */
export async function listPaymentsInReview(db: Executor, limit: number) {
  return db
    .select({ payment: payments, merchantName: merchants.companyName })
    .from(payments)
    .innerJoin(merchants, eq(merchants.id, payments.merchantId))
    .where(and(unresolved, isNotNull(payments.reviewSince)))
    .orderBy(asc(payments.reviewSince), desc(payments.id))
    .limit(limit);
}

/** An admin asks the acquirer again: the payment leaves the queue and is due at once. */
export async function requeuePayment(db: Executor, id: string, now: Date): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ reviewSince: null, reconcileAttempts: 0, reconcileAfter: now })
    .where(and(eq(payments.id, id), unresolved, isNotNull(payments.reviewSince)))
    .returning();
  return row;
}

/** How many wait in the queue (the admin overview's count). */
export async function countPaymentsInReview(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(payments)
    .where(and(unresolved, isNotNull(payments.reviewSince)));
  return row?.count ?? 0;
}
