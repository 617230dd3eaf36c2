import { openDisputeStatuses } from '@kopru/domain/schemas/disputes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { payments } from '../../db/schema/payments.ts';
import { type RefundRow, refunds } from '../../db/schema/refunds.ts';
import { afterCursor, newestFirst } from '../../lib/pagination.ts';
import { reservingStatuses } from './state-machine.ts';

/** The merchant's payment, locked: refunds of one payment are decided one at a time. */
export async function lockMerchantPayment(
  db: Executor,
  { merchantId, id }: { merchantId: string; id: string },
) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.merchantId, merchantId), eq(payments.id, id)))
    .limit(1)
    .for('update');
  return row;
}

/** The sum of a payment's refunds that are pending or succeeded. */
export async function reservedRefundAmount(db: Executor, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)::bigint`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, [...reservingStatuses])));
  return row?.total ?? 0;
}

export async function insertRefund(db: Executor, refund: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(refund).returning();
  if (!row) throw new Error('refund insert returned nothing');
  return row;
}

export async function lockRefund(db: Executor, id: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1).for('update');
  return row;
}

export async function updateRefund(
  db: Executor,
  id: string,
  values: Partial<typeof refunds.$inferInsert>,
): Promise<RefundRow> {
  const [row] = await db.update(refunds).set(values).where(eq(refunds.id, id)).returning();
  if (!row) throw new Error(`refund ${id} not found`);
  return row;
}

/** Adds a succeeded refund to its payment's refunded amount; the payment's CHECK caps it at the amount. */
export async function addRefundedAmount(db: Executor, paymentId: string, amount: number) {
  const [row] = await db
    .update(payments)
    .set({ amountRefunded: sql`${payments.amountRefunded} + ${amount}` })
    .where(eq(payments.id, paymentId))
    .returning();
  if (!row) throw new Error(`payment ${paymentId} not found`);
  return row;
}

export interface RefundFilter {
  merchantId?: string | undefined;
  paymentId?: string | undefined;
  status?: RefundRow['status'] | undefined;
}

const listColumns = {
  refund: refunds,
  paymentReference: payments.reference,
  merchantName: merchants.companyName,
};

function filterCondition(filter: RefundFilter) {
  return and(
    filter.merchantId ? eq(refunds.merchantId, filter.merchantId) : undefined,
    filter.paymentId ? eq(refunds.paymentId, filter.paymentId) : undefined,
    filter.status ? eq(refunds.status, filter.status) : undefined,
  );
}

/** One refund with its payment's number and its merchant's name; scoped when `merchantId` is given. */
export async function findRefund(db: Executor, { merchantId, id }: { merchantId?: string; id: string }) {
  const [row] = await db
    .select(listColumns)
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(merchants, eq(merchants.id, refunds.merchantId))
    .where(and(eq(refunds.id, id), filterCondition({ merchantId })))
    .limit(1);
  return row;
}

/** Newest first, `limit + 1` rows (see toPage). */
export async function listRefunds(
  db: Executor,
  filter: RefundFilter & { limit: number; after?: { id: string } | undefined },
) {
  return db
    .select(listColumns)
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(merchants, eq(merchants.id, refunds.merchantId))
    .where(and(filterCondition(filter), afterCursor(refunds, filter.after)))
    .orderBy(...newestFirst(refunds))
    .limit(filter.limit + 1);
}

/** Whether the payment has a dispute whose amount is held: it cannot be refunded meanwhile. */
export async function hasOpenDispute(db: Executor, paymentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.paymentId, paymentId), inArray(disputes.status, [...openDisputeStatuses])))
    .limit(1);
  return row !== undefined;
}
