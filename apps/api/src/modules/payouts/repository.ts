import type { PayoutStatus } from '@kopru/domain/payouts';
import { referenceSearchTerms } from '@kopru/domain/references';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { kycSubmissions } from '../../db/schema/kyc-submissions.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { type PayoutRow, payouts } from '../../db/schema/payouts.ts';
import { users } from '../../db/schema/users.ts';
import { insertWithNewReference } from '../../lib/references.ts';

export type NewPayout = Omit<typeof payouts.$inferInsert, 'number' | 'reference'>;

/** The merchant row, share-locked: a suspension committing meanwhile waits for this transaction. */
export async function shareLockMerchant(db: Executor, merchantId: string) {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId)).for('share');
  return row;
}

/**
 * The newest approved KYC submission of a merchant: its bank and lira IBAN, and the IBAN of each
 * foreign-currency account it named, are where payouts go.
 */
export async function findPayoutAccount(db: Executor, merchantId: string) {
  const [row] = await db
    .select({
      submissionId: kycSubmissions.id,
      bankName: kycSubmissions.bankName,
      iban: kycSubmissions.iban,
      ibanUsd: kycSubmissions.ibanUsd,
      ibanEur: kycSubmissions.ibanEur,
      ibanGbp: kycSubmissions.ibanGbp,
      companyName: merchants.companyName,
    })
    .from(kycSubmissions)
    .innerJoin(merchants, eq(merchants.id, kycSubmissions.merchantId))
    .where(and(eq(kycSubmissions.merchantId, merchantId), eq(kycSubmissions.status, 'approved')))
    .orderBy(desc(kycSubmissions.reviewedAt), desc(kycSubmissions.id))
    .limit(1);
  return row;
}

/** Inserts the payout under a new random PO- reference (a taken one is drawn again). */
export async function insertPayout(db: Executor, payout: NewPayout): Promise<PayoutRow> {
  return insertWithNewReference('PO', async (reference) => {
    const [row] = await db
      .insert(payouts)
      .values({ ...payout, reference })
      .onConflictDoNothing({ target: payouts.reference })
      .returning();
    return row;
  });
}

export async function findMerchantPayout(
  db: Executor,
  { merchantId, id }: { merchantId: string; id: string },
) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.merchantId, merchantId), eq(payouts.id, id)))
    .limit(1);
  return row;
}

export async function findPayout(db: Executor, id: string) {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).limit(1);
  return row;
}

/** The payout locked for this transaction: a decision reads the status it moves from. */
export async function lockPayout(db: Executor, id: string) {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}

/**
 * Moves a payout only if it is still in one of `from`. Of two decisions at once the second
 * update finds no matching row (PostgreSQL re-checks the condition after the first commits)
 * and gets nothing back. `merchantId` restricts the move to that merchant's payouts.
 */
export async function transitionPayout(
  db: Executor,
  move: {
    id: string;
    merchantId?: string;
    from: readonly PayoutStatus[];
    set: Partial<Omit<NewPayout, 'id' | 'merchantId'>> & { status: PayoutStatus; updatedAt: Date };
  },
): Promise<PayoutRow | undefined> {
  const [row] = await db
    .update(payouts)
    .set(move.set)
    .where(
      and(
        eq(payouts.id, move.id),
        move.merchantId ? eq(payouts.merchantId, move.merchantId) : undefined,
        inArray(payouts.status, [...move.from]),
      ),
    )
    .returning();
  return row;
}

/** Keyset on (requested_at, id) after the cursor row; its time is read in SQL (microseconds). */
function afterPayout(cursorId: string | undefined, ascending: boolean): SQL | undefined {
  if (!cursorId) return undefined;
  const cursor = sql`(select c.requested_at, c.id from payouts c where c.id = ${cursorId})`;
  return ascending
    ? sql`(${payouts.requestedAt}, ${payouts.id}) > ${cursor}`
    : sql`(${payouts.requestedAt}, ${payouts.id}) < ${cursor}`;
}

/** A payout by its reference as typed (PO-5HN8RW3KQT, an old PO-000123 or 123) or its id. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const references = referenceSearchTerms('PO', q);
  return or(eq(payouts.id, q), references.length > 0 ? inArray(payouts.reference, references) : undefined);
}

export async function listMerchantPayouts(
  db: Executor,
  query: { merchantId: string; limit: number; after?: string | undefined; q?: string | undefined },
) {
  return db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.merchantId, query.merchantId),
        searchCondition(query.q),
        afterPayout(query.after, false),
      ),
    )
    .orderBy(desc(payouts.requestedAt), desc(payouts.id))
    .limit(query.limit + 1);
}

const owners = alias(users, 'owners');
const approvers = alias(users, 'approvers');
const deciders = alias(users, 'deciders');

/** Payouts with their merchant, its owner's e-mail, and the e-mails of who approved and decided. */
function payoutsWithPeople(db: Executor) {
  return db
    .select({
      payout: payouts,
      merchant: {
        id: merchants.id,
        companyName: merchants.companyName,
        suspendedAt: merchants.suspendedAt,
      },
      merchantEmail: owners.email,
      approvedByEmail: approvers.email,
      decidedByEmail: deciders.email,
    })
    .from(payouts)
    .innerJoin(merchants, eq(merchants.id, payouts.merchantId))
    .innerJoin(owners, eq(owners.id, merchants.userId))
    .leftJoin(approvers, eq(approvers.id, payouts.approvedBy))
    .leftJoin(deciders, eq(deciders.id, payouts.decidedBy));
}
export type PayoutWithPeople = Awaited<ReturnType<typeof findPayoutWithPeople>> & {};

export async function findPayoutWithPeople(db: Executor, id: string) {
  const [row] = await payoutsWithPeople(db).where(eq(payouts.id, id)).limit(1);
  return row;
}

/** Admin lists: `ascending` for the queue (oldest first), otherwise newest first. */
export async function listPayoutsWithPeople(
  db: Executor,
  query: {
    statuses: readonly PayoutStatus[] | undefined;
    merchantId: string | undefined;
    q?: string | undefined;
    ascending: boolean;
    limit: number;
    after: string | undefined;
  },
) {
  const order = query.ascending ? asc : desc;
  return payoutsWithPeople(db)
    .where(
      and(
        query.statuses ? inArray(payouts.status, [...query.statuses]) : undefined,
        query.merchantId ? eq(payouts.merchantId, query.merchantId) : undefined,
        searchCondition(query.q),
        afterPayout(query.after, query.ascending),
      ),
    )
    .orderBy(order(payouts.requestedAt), order(payouts.id))
    .limit(query.limit + 1);
}

/** Payouts waiting for an admin: requested ones to review, approved ones to send. */
export async function countOpenPayouts(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payouts)
    .where(inArray(payouts.status, ['requested', 'approved']));
  return row?.count ?? 0;
}
