import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { disputeEvidenceFiles } from '../../db/schema/dispute-evidence-files.ts';
import { type DisputeRow, disputes } from '../../db/schema/disputes.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { payments } from '../../db/schema/payments.ts';
import { afterCursor, newestFirst } from '../../lib/pagination.ts';

export async function findDisputeByProviderId(db: Executor, providerDisputeId: string) {
  const [row] = await db
    .select()
    .from(disputes)
    .where(eq(disputes.providerDisputeId, providerDisputeId))
    .limit(1);
  return row;
}

export async function insertDispute(
  db: Executor,
  dispute: typeof disputes.$inferInsert,
): Promise<DisputeRow> {
  const [row] = await db.insert(disputes).values(dispute).returning();
  if (!row) throw new Error('dispute insert returned nothing');
  return row;
}

/** The dispute, locked; scoped to a merchant when `merchantId` is given. */
export async function lockDispute(db: Executor, { merchantId, id }: { merchantId?: string; id: string }) {
  const [row] = await db
    .select()
    .from(disputes)
    .where(and(eq(disputes.id, id), merchantId ? eq(disputes.merchantId, merchantId) : undefined))
    .limit(1)
    .for('update');
  return row;
}

export async function updateDispute(
  db: Executor,
  id: string,
  values: Partial<typeof disputes.$inferInsert>,
): Promise<DisputeRow> {
  const [row] = await db.update(disputes).set(values).where(eq(disputes.id, id)).returning();
  if (!row) throw new Error(`dispute ${id} not found`);
  return row;
}

/**
 * Adds a lost dispute's amount to its payment's charged-back amount (the payment's row lock is
 * what a refund waits on); the payment's CHECK keeps refunds plus chargebacks within the amount.
 */
export async function addChargedBackAmount(db: Executor, paymentId: string, amount: number) {
  const [row] = await db
    .update(payments)
    .set({ chargedBackAmount: sql`${payments.chargedBackAmount} + ${amount}` })
    .where(eq(payments.id, paymentId))
    .returning();
  if (!row) throw new Error(`payment ${paymentId} not found`);
  return row;
}

export async function insertEvidenceFiles(db: Executor, files: (typeof disputeEvidenceFiles.$inferInsert)[]) {
  if (files.length > 0) await db.insert(disputeEvidenceFiles).values(files);
}

export async function evidenceFilesOf(db: Executor, disputeIds: string[]) {
  if (disputeIds.length === 0) return [];
  return db
    .select()
    .from(disputeEvidenceFiles)
    .where(inArray(disputeEvidenceFiles.disputeId, disputeIds))
    .orderBy(asc(disputeEvidenceFiles.disputeId), asc(disputeEvidenceFiles.position));
}

/** One evidence file of a dispute; scoped to a merchant when `merchantId` is given. */
export async function findEvidenceFile(
  db: Executor,
  { merchantId, disputeId, id }: { merchantId?: string; disputeId: string; id: string },
) {
  const [row] = await db
    .select()
    .from(disputeEvidenceFiles)
    .where(
      and(
        eq(disputeEvidenceFiles.id, id),
        eq(disputeEvidenceFiles.disputeId, disputeId),
        merchantId ? eq(disputeEvidenceFiles.merchantId, merchantId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export interface DisputeFilter {
  merchantId?: string | undefined;
  paymentId?: string | undefined;
  status?: DisputeRow['status'] | undefined;
}

const listColumns = {
  dispute: disputes,
  paymentReference: payments.reference,
  merchantName: merchants.companyName,
};

function filterCondition(filter: DisputeFilter) {
  return and(
    filter.merchantId ? eq(disputes.merchantId, filter.merchantId) : undefined,
    filter.paymentId ? eq(disputes.paymentId, filter.paymentId) : undefined,
    filter.status ? eq(disputes.status, filter.status) : undefined,
  );
}

/** One dispute with its payment's number and its merchant's name; scoped when `merchantId` is given. */
export async function findDispute(db: Executor, { merchantId, id }: { merchantId?: string; id: string }) {
  const [row] = await db
    .select(listColumns)
    .from(disputes)
    .innerJoin(payments, eq(payments.id, disputes.paymentId))
    .innerJoin(merchants, eq(merchants.id, disputes.merchantId))
    .where(and(eq(disputes.id, id), filterCondition({ merchantId })))
    .limit(1);
  return row;
}

/** Newest first, `limit + 1` rows (see toPage). */
export async function listDisputes(
  db: Executor,
  filter: DisputeFilter & { limit: number; after?: { id: string } | undefined },
) {
  return db
    .select(listColumns)
    .from(disputes)
    .innerJoin(payments, eq(payments.id, disputes.paymentId))
    .innerJoin(merchants, eq(merchants.id, disputes.merchantId))
    .where(and(filterCondition(filter), afterCursor(disputes, filter.after)))
    .orderBy(...newestFirst(disputes))
    .limit(filter.limit + 1);
}
