import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { type IdentityChangeRow, identityChanges } from '../../db/schema/identity-changes.ts';
import { kycSubmissions } from '../../db/schema/kyc-submissions.ts';
import { merchants } from '../../db/schema/merchants.ts';

export async function findPendingIdentityChange(db: Executor, merchantId: string) {
  const [row] = await db
    .select()
    .from(identityChanges)
    .where(and(eq(identityChanges.merchantId, merchantId), eq(identityChanges.status, 'pending')));
  return row;
}

/** The merchant's pending request, locked for the rest of the transaction. */
export async function lockPendingIdentityChange(db: Executor, merchantId: string) {
  const [row] = await db
    .select()
    .from(identityChanges)
    .where(and(eq(identityChanges.merchantId, merchantId), eq(identityChanges.status, 'pending')))
    .for('update');
  return row;
}

export async function insertIdentityChange(
  db: Executor,
  row: Pick<
    IdentityChangeRow,
    | 'id'
    | 'merchantId'
    | 'companyName'
    | 'taxId'
    | 'authPersonName'
    | 'taxOffice'
    | 'holderFirstName'
    | 'holderLastName'
    | 'requestedBy'
    | 'replaces'
  >,
): Promise<IdentityChangeRow> {
  const [inserted] = await db.insert(identityChanges).values(row).returning();
  if (!inserted) throw new Error('identity change insert returned nothing');
  return inserted;
}

/** Any request by id (the one a pending request replaced). */
export async function findIdentityChange(db: Executor, id: string) {
  const [row] = await db.select().from(identityChanges).where(eq(identityChanges.id, id));
  return row;
}

/** The request that replaced `id`, if one did. */
export async function findReplacementOf(db: Executor, id: string) {
  const [row] = await db
    .select({ id: identityChanges.id })
    .from(identityChanges)
    .where(eq(identityChanges.replaces, id));
  return row;
}

export async function lockIdentityChange(db: Executor, id: string) {
  const [row] = await db.select().from(identityChanges).where(eq(identityChanges.id, id)).for('update');
  return row;
}

export async function decideIdentityChange(
  db: Executor,
  id: string,
  values: Pick<IdentityChangeRow, 'status' | 'decidedBy' | 'decidedAt' | 'reason'>,
): Promise<IdentityChangeRow> {
  const [row] = await db.update(identityChanges).set(values).where(eq(identityChanges.id, id)).returning();
  if (!row) throw new Error('identity change vanished while locked');
  return row;
}

const replacedChanges = alias(identityChanges, 'replaced_changes');

/**
 * Pending requests, oldest first, with the merchant's verified values beside them and the request
 * each replaced, if any.
 */
export async function listPendingIdentityChanges(db: Executor) {
  return db
    .select({ change: identityChanges, merchant: merchants, replaced: replacedChanges })
    .from(identityChanges)
    .innerJoin(merchants, eq(merchants.id, identityChanges.merchantId))
    .leftJoin(replacedChanges, eq(replacedChanges.id, identityChanges.replaces))
    .where(eq(identityChanges.status, 'pending'))
    .orderBy(asc(identityChanges.createdAt), asc(identityChanges.id))
    .limit(200);
}

/**
 * An approved change's tax office or names set on the approved KYC submission the sub-merchant is
 * built from (as an approved currency account change sets its IBAN there); null values unchanged.
 */
export async function setApprovedKindFields(
  db: Executor,
  submissionId: string,
  fields: Pick<IdentityChangeRow, 'taxOffice' | 'holderFirstName' | 'holderLastName'>,
): Promise<void> {
  const { taxOffice, holderFirstName, holderLastName } = fields;
  const given = Object.fromEntries(
    Object.entries({ taxOffice, holderFirstName, holderLastName }).filter(([, value]) => value !== null),
  );
  if (Object.keys(given).length === 0) return;
  await db.update(kycSubmissions).set(given).where(eq(kycSubmissions.id, submissionId));
}
