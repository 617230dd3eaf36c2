import type { Role, UserStatus } from '@kopru/domain/schemas/auth';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { users } from '../../db/schema/users.ts';
import { afterCursor, newestFirst } from '../../lib/pagination.ts';
import { foldedContains } from '../../lib/search.ts';

export async function listUsers(
  db: Executor,
  filter: {
    q?: string | undefined;
    role?: Role | undefined;
    status?: UserStatus | undefined;
    limit: number;
    after?: { createdAt: Date; id: string } | undefined;
  },
) {
  return db
    .select({ user: users, merchantId: merchants.id, companyName: merchants.companyName })
    .from(users)
    .leftJoin(merchants, eq(merchants.userId, users.id))
    .where(
      and(
        filter.q ? foldedContains([users.email, users.name, merchants.companyName], filter.q) : undefined,
        filter.role ? eq(users.role, filter.role) : undefined,
        filter.status ? eq(users.status, filter.status) : undefined,
        afterCursor(users, filter.after),
      ),
    )
    .orderBy(...newestFirst(users))
    .limit(filter.limit + 1);
}

export async function findUserWithMerchant(db: Executor, id: string) {
  const [row] = await db
    .select({ user: users, merchantId: merchants.id, companyName: merchants.companyName })
    .from(users)
    .leftJoin(merchants, eq(merchants.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/**
 * Locks every active admin, in id order so that concurrent callers queue instead of
 * deadlocking, and returns their ids. Two admins deactivating each other at the same moment
 * then see each other's change, and the last active admin cannot be removed.
 */
export async function lockActiveAdmins(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function findUserForUpdate(db: Executor, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  return row;
}

export async function setUserStatus(db: Executor, id: string, status: UserStatus) {
  const [row] = await db.update(users).set({ status }).where(eq(users.id, id)).returning();
  return row;
}

/** Active again after an admin's decision; `at` restarts an unconfirmed account's days. */
export async function reactivateUser(db: Executor, id: string, at: Date) {
  await db.update(users).set({ status: 'active', reactivatedAt: at }).where(eq(users.id, id));
}
