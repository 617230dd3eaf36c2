import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { merchantReleaseTerms } from '../../db/schema/merchant-release-terms.ts';
import { users } from '../../db/schema/users.ts';

/** A merchant's own release terms with the e-mail of the admin who set them; undefined: the platform's. */
export async function findMerchantReleaseTerms(db: Executor, merchantId: string) {
  const [row] = await db
    .select({ terms: merchantReleaseTerms, setByEmail: users.email })
    .from(merchantReleaseTerms)
    .innerJoin(users, eq(users.id, merchantReleaseTerms.setBy))
    .where(eq(merchantReleaseTerms.merchantId, merchantId));
  return row;
}

/** The merchant's terms row, locked for an admin's change. */
export async function lockMerchantReleaseTerms(db: Executor, merchantId: string) {
  const [row] = await db
    .select()
    .from(merchantReleaseTerms)
    .where(eq(merchantReleaseTerms.merchantId, merchantId))
    .for('update');
  return row;
}

export async function saveMerchantReleaseTerms(db: Executor, row: typeof merchantReleaseTerms.$inferInsert) {
  await db
    .insert(merchantReleaseTerms)
    .values(row)
    .onConflictDoUpdate({
      target: merchantReleaseTerms.merchantId,
      set: {
        releaseDelayDays: row.releaseDelayDays,
        reserveBasisPoints: row.reserveBasisPoints,
        reserveDays: row.reserveDays,
        reason: row.reason,
        setBy: row.setBy,
        updatedAt: row.updatedAt,
      },
    });
}

export async function deleteMerchantReleaseTerms(db: Executor, merchantId: string) {
  await db.delete(merchantReleaseTerms).where(eq(merchantReleaseTerms.merchantId, merchantId));
}
