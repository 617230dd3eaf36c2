import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { users } from '../../db/schema/users.ts';
import { insertMember } from '../members/repository.ts';

export type NewMerchant = typeof merchants.$inferInsert;

/** A new merchant, its account holder its owner (pass the open transaction). */
export async function insertMerchant(db: Executor, merchant: NewMerchant): Promise<void> {
  await db.insert(merchants).values(merchant);
  await insertMember(db, { merchantId: merchant.id, userId: merchant.userId, role: 'owner' });
}

export async function findMerchantByUserId(db: Executor, userId: string) {
  const [row] = await db.select().from(merchants).where(eq(merchants.userId, userId)).limit(1);
  return row;
}

export async function findMerchantWithEmail(db: Executor, merchantId: string) {
  const [row] = await db
    .select({ merchant: merchants, email: users.email, locale: users.locale })
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.userId))
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return row;
}

export async function updateMerchantProfile(
  db: Executor,
  merchantId: string,
  values: Pick<NewMerchant, 'companyName' | 'taxId' | 'authPersonName'>,
) {
  const [row] = await db.update(merchants).set(values).where(eq(merchants.id, merchantId)).returning();
  return row;
}

/** The merchant's row as committed now; `lock`: held for the rest of the transaction. */
export async function findMerchantById(db: Executor, merchantId: string, { lock = false } = {}) {
  const query = db.select().from(merchants).where(eq(merchants.id, merchantId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
