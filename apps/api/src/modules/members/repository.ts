import { createId } from '@kopru/domain/ids';
import type { MemberRole } from '@kopru/domain/team';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { merchantMembers } from '../../db/schema/merchant-members.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';

export async function insertMember(
  db: Executor,
  member: { merchantId: string; userId: string; role: MemberRole },
) {
  const [row] = await db
    .insert(merchantMembers)
    .values({ id: createId('mem'), ...member })
    .returning();
  if (!row) throw new Error('member insert returned nothing');
  return row;
}

/**
 * A user's memberships with their merchants, owned ones first, then oldest first; `active` is the
 * merchant the session `token` chose (one query, as the session is read on every request).
 */
export async function listMembershipsOfUser(db: Executor, userId: string, token = '') {
  return db
    .select({
      member: merchantMembers,
      merchant: merchants,
      active: sql<
        string | null
      >`(select ${sessions.activeMerchantId} from ${sessions} where ${sessions.token} = ${token})`,
    })
    .from(merchantMembers)
    .innerJoin(merchants, eq(merchants.id, merchantMembers.merchantId))
    .where(eq(merchantMembers.userId, userId))
    .orderBy(
      sql`case when ${merchantMembers.role} = 'owner' then 0 else 1 end`,
      asc(merchantMembers.createdAt),
      asc(merchantMembers.id),
    );
}

export async function findMembership(db: Executor, merchantId: string, userId: string) {
  const [row] = await db
    .select()
    .from(merchantMembers)
    .where(and(eq(merchantMembers.merchantId, merchantId), eq(merchantMembers.userId, userId)))
    .limit(1);
  return row;
}

/**
 * A member of `merchantId` by its id (another merchant's member is not found), its row locked for
 * the caller's transaction: removing a member or changing its role waits for a key or endpoint
 * being written for it, and such a write waits for them (lockMembership).
 */
export async function findMemberOfMerchant(db: Executor, merchantId: string, memberId: string) {
  const [row] = await db
    .select({ member: merchantMembers, email: users.email, locale: users.locale })
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .where(and(eq(merchantMembers.merchantId, merchantId), eq(merchantMembers.id, memberId)))
    .limit(1)
    .for('update', { of: merchantMembers });
  return row;
}

/**
 * The user's membership of `merchantId` as it is now, its row locked until the caller's
 * transaction ends (the row member removal and role changes lock); undefined when not a member.
 */
export async function lockMembership(db: Executor, merchantId: string, userId: string) {
  const [row] = await db
    .select()
    .from(merchantMembers)
    .where(and(eq(merchantMembers.merchantId, merchantId), eq(merchantMembers.userId, userId)))
    .limit(1)
    .for('update');
  return row;
}

export async function listMembersOfMerchant(db: Executor, merchantId: string) {
  return db
    .select({
      member: merchantMembers,
      email: users.email,
      name: users.name,
      locale: users.locale,
      twoFactorEnabled: users.twoFactorEnabled,
      lastSignInAt: users.lastSignInAt,
    })
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .where(eq(merchantMembers.merchantId, merchantId))
    .orderBy(asc(merchantMembers.createdAt), asc(merchantMembers.id));
}

/** Owners of a merchant, locked against a concurrent demotion or removal of the others. */
export async function countOwnersForUpdate(db: Executor, merchantId: string): Promise<number> {
  const rows = await db
    .select({ id: merchantMembers.id })
    .from(merchantMembers)
    .where(and(eq(merchantMembers.merchantId, merchantId), eq(merchantMembers.role, 'owner')))
    .for('update');
  return rows.length;
}

export async function updateMemberRole(db: Executor, memberId: string, role: MemberRole) {
  const [row] = await db
    .update(merchantMembers)
    .set({ role })
    .where(eq(merchantMembers.id, memberId))
    .returning();
  return row;
}

export async function deleteMember(db: Executor, memberId: string): Promise<void> {
  await db.delete(merchantMembers).where(eq(merchantMembers.id, memberId));
}

export async function findSessionMerchantId(db: Executor, token: string): Promise<string | null> {
  const [row] = await db
    .select({ merchantId: sessions.activeMerchantId })
    .from(sessions)
    .where(eq(sessions.token, token))
    .limit(1);
  return row?.merchantId ?? null;
}

export async function setSessionMerchant(db: Executor, token: string, merchantId: string): Promise<void> {
  await db.update(sessions).set({ activeMerchantId: merchantId }).where(eq(sessions.token, token));
}

/** Turns the merchant's two-factor requirement on or off; false when it already was so. */
export async function setMerchantRequiresTwoFactor(
  db: Executor,
  merchantId: string,
  required: boolean,
): Promise<boolean> {
  const rows = await db
    .update(merchants)
    .set({ requireTwoFactor: required })
    .where(and(eq(merchants.id, merchantId), eq(merchants.requireTwoFactor, !required)))
    .returning({ id: merchants.id });
  return rows.length > 0;
}

/**
 * Whom a merchant's e-mails go to (KYC, payouts, disputes, keys, webhooks, identity, suspension):
 * every owner, each in its own language, oldest owner first.
 */
export async function listOwnerContacts(db: Executor, merchantId: string) {
  return db
    .select({ email: users.email, locale: users.locale })
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .where(and(eq(merchantMembers.merchantId, merchantId), eq(merchantMembers.role, 'owner')))
    .orderBy(asc(merchantMembers.createdAt), asc(merchantMembers.id));
}
