import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { users } from '../../db/schema/users.ts';

export async function countMerchants(db: Executor) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pendingKyc: sql<number>`count(*) filter (where ${merchants.kycStatus} = 'pending')::int`,
    })
    .from(merchants);
  return { total: row?.total ?? 0, pendingKyc: row?.pendingKyc ?? 0 };
}

export async function recentMerchants(db: Executor, limit: number) {
  return db
    .select({ merchant: merchants, email: users.email })
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.userId))
    .orderBy(desc(merchants.createdAt), desc(merchants.id))
    .limit(limit);
}
