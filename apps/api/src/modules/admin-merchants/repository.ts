import type { MerchantStatus } from '@kopru/domain/merchant-status';
import { and, count, eq, gt, isNotNull, isNull, ne, notInArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';
import { afterCursor, newestFirst } from '../../lib/pagination.ts';
import { foldedContains } from '../../lib/search.ts';

/** SQL twin of `merchantStatusOf` (packages/domain/src/merchant-status.ts). */
function statusCondition(status: MerchantStatus): SQL | undefined {
  const notSuspendedOrVerified = and(
    isNull(merchants.suspendedAt),
    ne(merchants.verificationStatus, 'verified'),
  );
  switch (status) {
    case 'suspended':
      return isNotNull(merchants.suspendedAt);
    case 'verified':
      return and(isNull(merchants.suspendedAt), eq(merchants.verificationStatus, 'verified'));
    case 'pending':
      return and(notSuspendedOrVerified, eq(merchants.kycStatus, 'pending'));
    case 'rejected':
      return and(notSuspendedOrVerified, eq(merchants.kycStatus, 'rejected'));
    case 'unverified':
      return and(notSuspendedOrVerified, notInArray(merchants.kycStatus, ['pending', 'rejected']));
  }
}

export async function listMerchants(
  db: Executor,
  filter: {
    q?: string | undefined;
    status?: MerchantStatus | undefined;
    limit: number;
    after?: { createdAt: Date; id: string } | undefined;
  },
) {
  return db
    .select({ merchant: merchants, email: users.email })
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.userId))
    .where(
      and(
        filter.q
          ? foldedContains([merchants.companyName, users.email, merchants.taxId], filter.q)
          : undefined,
        filter.status ? statusCondition(filter.status) : undefined,
        afterCursor(merchants, filter.after),
      ),
    )
    .orderBy(...newestFirst(merchants))
    .limit(filter.limit + 1);
}

export async function findMerchantById(db: Executor, id: string) {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
  return row;
}

/** The merchant and its user; with `lock`, the merchant row stays locked until the transaction ends. */
export async function findMerchantWithUser(db: Executor, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ merchant: merchants, user: users })
    .from(merchants)
    .innerJoin(users, eq(users.id, merchants.userId))
    .where(eq(merchants.id, id))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: merchants }) : await query;
  return row;
}

export async function updateMerchant(
  db: Executor,
  id: string,
  values: Partial<
    Pick<
      typeof merchants.$inferInsert,
      'companyName' | 'taxId' | 'authPersonName' | 'suspendedAt' | 'suspensionReason'
    >
  >,
) {
  const [row] = await db.update(merchants).set(values).where(eq(merchants.id, id)).returning();
  return row;
}

export async function countActiveSessions(db: Executor, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
  return row?.value ?? 0;
}
