import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type IdentityChangeRow, identityChanges } from '../../db/schema/identity-changes.ts';
import { merchants } from '../../db/schema/merchants.ts';

export async function findPendingIdentityChange(db: Executor, merchantId: string) {
  const [row] = await db
    .select()
    .from(identityChanges)
    .where(and(eq(identityChanges.merchantId, merchantId), eq(identityChanges.status, 'pending')));
  return row;
}

/** The merchant's pending request replaced by `values` (a new request if none is pending). */
export async function upsertPendingIdentityChange(
  db: Executor,
  row: Pick<
    IdentityChangeRow,
    'id' | 'merchantId' | 'companyName' | 'taxId' | 'authPersonName' | 'requestedBy'
  >,
): Promise<IdentityChangeRow> {
  const existing = await findPendingIdentityChange(db, row.merchantId);
  if (existing) {
    const [updated] = await db
      .update(identityChanges)
      .set({ companyName: row.companyName, taxId: row.taxId, authPersonName: row.authPersonName })
      .where(eq(identityChanges.id, existing.id))
      .returning();
    return updated ?? existing;
  }
  const [inserted] = await db.insert(identityChanges).values(row).returning();
  if (!inserted) throw new Error('identity change insert returned nothing');
  return inserted;
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

/** Pending requests, oldest first, with the merchant's verified values beside them. */
export async function listPendingIdentityChanges(db: Executor) {
  return db
    .select({ change: identityChanges, merchant: merchants })
    .from(identityChanges)
    .innerJoin(merchants, eq(merchants.id, identityChanges.merchantId))
    .where(eq(identityChanges.status, 'pending'))
    .orderBy(asc(identityChanges.createdAt), asc(identityChanges.id))
    .limit(200);
}
