import { and, asc, desc, eq, gt, inArray, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { type KycDocumentRow, kycDocuments } from '../../db/schema/kyc-documents.ts';
import { type KycSubmissionRow, kycSubmissions } from '../../db/schema/kyc-submissions.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { users } from '../../db/schema/users.ts';

export type NewKycSubmission = typeof kycSubmissions.$inferInsert;
export type NewKycDocument = typeof kycDocuments.$inferInsert;
type SubmissionStatus = KycSubmissionRow['status'];

/** Locks the merchant row for the rest of the transaction and returns it. */
export async function lockMerchant(db: Executor, merchantId: string) {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId)).for('update');
  return row;
}

export async function insertSubmission(
  db: Executor,
  submission: NewKycSubmission,
): Promise<KycSubmissionRow> {
  const [row] = await db.insert(kycSubmissions).values(submission).returning();
  if (!row) throw new Error('kyc submission insert returned nothing');
  return row;
}

export async function insertDocuments(db: Executor, documents: NewKycDocument[]): Promise<void> {
  if (documents.length > 0) await db.insert(kycDocuments).values(documents);
}

export async function updateMerchantKyc(
  db: Executor,
  merchantId: string,
  values: Partial<Pick<typeof merchants.$inferInsert, 'kycStatus' | 'verificationStatus' | 'verifiedAt'>>,
): Promise<void> {
  await db.update(merchants).set(values).where(eq(merchants.id, merchantId));
}

export async function findLatestSubmission(db: Executor, merchantId: string) {
  const [row] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.merchantId, merchantId))
    .orderBy(desc(kycSubmissions.submittedAt), desc(kycSubmissions.id))
    .limit(1);
  return row;
}

export async function listDocumentsOf(db: Executor, submissionIds: string[]): Promise<KycDocumentRow[]> {
  if (submissionIds.length === 0) return [];
  return db
    .select()
    .from(kycDocuments)
    .where(inArray(kycDocuments.submissionId, submissionIds))
    .orderBy(asc(kycDocuments.submissionId), asc(kycDocuments.position));
}

/** A document of this merchant; another merchant's id finds nothing. */
export async function findMerchantDocument(db: Executor, query: { merchantId: string; id: string }) {
  const [row] = await db
    .select()
    .from(kycDocuments)
    .where(and(eq(kycDocuments.merchantId, query.merchantId), eq(kycDocuments.id, query.id)))
    .limit(1);
  return row;
}

/** Any merchant's document, for admins. */
export async function findDocument(db: Executor, id: string) {
  const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id)).limit(1);
  return row;
}

const reviewers = alias(users, 'reviewers');
const owners = alias(users, 'owners');

/** Submissions with their merchant, its owner's e-mail and the reviewer's e-mail. */
function submissionsWithPeople(db: Executor) {
  return db
    .select({
      submission: kycSubmissions,
      merchant: { id: merchants.id, companyName: merchants.companyName, taxId: merchants.taxId },
      merchantEmail: owners.email,
      reviewerEmail: reviewers.email,
    })
    .from(kycSubmissions)
    .innerJoin(merchants, eq(merchants.id, kycSubmissions.merchantId))
    .innerJoin(owners, eq(owners.id, merchants.userId))
    .leftJoin(reviewers, eq(reviewers.id, kycSubmissions.reviewedBy));
}
export type SubmissionWithPeople = Awaited<ReturnType<typeof findSubmissionWithPeople>> & {};

export async function findSubmissionWithPeople(db: Executor, id: string) {
  const [row] = await submissionsWithPeople(db).where(eq(kycSubmissions.id, id)).limit(1);
  return row;
}

export async function findSubmission(db: Executor, id: string) {
  const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id)).limit(1);
  return row;
}

/**
 * One page of submissions in a status: pending ones oldest first (the review queue), decided
 * ones newest first. Keyset on (submitted_at, id) after the cursor row.
 */
export async function listSubmissions(
  db: Executor,
  filter: { status: SubmissionStatus; limit: number; after?: KycSubmissionRow | undefined },
) {
  const ascending = filter.status === 'pending';
  const { after } = filter;
  let cursor: SQL | undefined;
  if (after) {
    const beyond = ascending ? gt : lt;
    cursor = or(
      beyond(kycSubmissions.submittedAt, after.submittedAt),
      and(eq(kycSubmissions.submittedAt, after.submittedAt), beyond(kycSubmissions.id, after.id)),
    );
  }
  const order = ascending ? asc : desc;
  return submissionsWithPeople(db)
    .where(and(eq(kycSubmissions.status, filter.status), cursor))
    .orderBy(order(kycSubmissions.submittedAt), order(kycSubmissions.id))
    .limit(filter.limit + 1);
}

/** Every submission of a merchant, newest first. */
export async function listMerchantSubmissions(db: Executor, merchantId: string) {
  return submissionsWithPeople(db)
    .where(eq(kycSubmissions.merchantId, merchantId))
    .orderBy(desc(kycSubmissions.submittedAt), desc(kycSubmissions.id));
}

/**
 * Records a decision only if the submission is still pending. Of two admins deciding at once,
 * the second update finds no pending row (PostgreSQL re-checks the condition after the first
 * commits) and gets nothing back.
 */
export async function decideSubmission(
  db: Executor,
  decision: {
    id: string;
    status: Exclude<SubmissionStatus, 'pending'>;
    reviewedBy: string;
    reviewedAt: Date;
    rejectionReason: string | null;
  },
) {
  const [row] = await db
    .update(kycSubmissions)
    .set({
      status: decision.status,
      reviewedBy: decision.reviewedBy,
      reviewedAt: decision.reviewedAt,
      rejectionReason: decision.rejectionReason,
    })
    .where(and(eq(kycSubmissions.id, decision.id), eq(kycSubmissions.status, 'pending')))
    .returning();
  return row;
}
