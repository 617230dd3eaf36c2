import { and, eq, like, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { twoFactors } from '../../db/schema/two-factors.ts';
import { users } from '../../db/schema/users.ts';
import { verifications } from '../../db/schema/verifications.ts';

export interface NewUser {
  id: string;
  email: string;
  name: string;
  role: 'sme' | 'admin';
  locale: 'en' | 'tr';
  emailVerified: boolean;
  passwordHash: string;
  accountId: string;
}

export async function insertUserWithPassword(db: Executor, user: NewUser): Promise<void> {
  await db.insert(users).values({
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    locale: user.locale,
    emailVerified: user.emailVerified,
  });
  await db.insert(accounts).values({
    id: user.accountId,
    accountId: user.id,
    providerId: 'credential',
    userId: user.id,
    password: user.passwordHash,
  });
}

/** The address is proven (a confirmation, reset or invitation link reached it). */
export async function markEmailConfirmed(db: Executor, userId: string): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function setCredentialPassword(
  db: Executor,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .update(accounts)
    .set({ password: passwordHash })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<Pick<typeof users.$inferInsert, 'role' | 'status' | 'locale' | 'lastSignInAt' | 'name'>>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** A user may not hold a session when deactivated, suspended, or when their merchant is suspended. */
export async function isUserBlocked(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: users.status, suspendedAt: merchants.suspendedAt })
    .from(users)
    .leftJoin(merchants, eq(merchants.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row?.status !== 'active' || row.suspendedAt !== null;
}

export async function deleteSessionsOfUser(
  db: Executor,
  userId: string,
  exceptToken?: string,
): Promise<void> {
  const condition = exceptToken
    ? and(eq(sessions.userId, userId), ne(sessions.token, exceptToken))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(condition);
}

/** Turns two-factor sign-in off for a user and forgets its secret and backup codes. */
export async function clearTwoFactor(db: Executor, userId: string): Promise<void> {
  await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await db.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
}

export async function deleteSessionByToken(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

/**
 * How the stored identifier of a remembered device (two-factor's `trust-device-…` verification
 * row, value: the user's id) starts: hashed like every identifier, but recognisable, so signing
 * out everywhere can end a user's remembered devices (deleteTrustedDevices).
 */
export const TRUSTED_DEVICE_ID_PREFIX = 'trust-device:';

/**
 * Forgets every browser the user asked two-factor to remember (Better Auth's 30-day trust
 * records), but the one stored as `keep` (this browser's, on a password change): a copied
 * `trust_device` cookie then finds no record and the code is asked again.
 */
export async function deleteTrustedDevices(db: Executor, userId: string, keep?: string): Promise<number> {
  const rows = await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        like(verifications.identifier, `${TRUSTED_DEVICE_ID_PREFIX}%`),
        keep ? ne(verifications.identifier, keep) : undefined,
      ),
    )
    .returning({ id: verifications.id });
  return rows.length;
}
