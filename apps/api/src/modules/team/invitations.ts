import { createHash, randomBytes } from 'node:crypto';
import { createId } from '@kopru/domain/ids';
import type { MemberRole } from '@kopru/domain/team';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type MerchantInvitationRow, merchantInvitations } from '../../db/schema/merchant-invitations.ts';
import { merchants } from '../../db/schema/merchants.ts';

/** The link's token (shown once, in the e-mail) and the hash that is stored. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isUsable(invitation: MerchantInvitationRow, now: Date): boolean {
  return !invitation.acceptedAt && !invitation.revokedAt && invitation.expiresAt > now;
}

export async function insertInvitation(
  db: Executor,
  values: {
    merchantId: string;
    email: string;
    role: MemberRole;
    tokenHash: string;
    invitedByUserId: string;
    expiresAt: Date;
  },
) {
  const [row] = await db
    .insert(merchantInvitations)
    .values({ id: createId('inv'), ...values })
    .returning();
  if (!row) throw new Error('invitation insert returned nothing');
  return row;
}

/** Pending invitations of a merchant, newest first. */
export async function listPendingInvitations(db: Executor, merchantId: string, now: Date) {
  return db
    .select()
    .from(merchantInvitations)
    .where(
      and(
        eq(merchantInvitations.merchantId, merchantId),
        isNull(merchantInvitations.acceptedAt),
        isNull(merchantInvitations.revokedAt),
        gt(merchantInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(merchantInvitations.createdAt), desc(merchantInvitations.id));
}

/** The still-usable invitations of one e-mail, locked: a new invitation replaces them. */
export async function usableInvitationsOfForUpdate(
  db: Executor,
  merchantId: string,
  email: string,
  now: Date,
): Promise<MerchantInvitationRow[]> {
  return db
    .select()
    .from(merchantInvitations)
    .where(
      and(
        eq(merchantInvitations.merchantId, merchantId),
        eq(merchantInvitations.email, email),
        isNull(merchantInvitations.acceptedAt),
        isNull(merchantInvitations.revokedAt),
        gt(merchantInvitations.expiresAt, now),
      ),
    )
    .for('update');
}

/** Revokes the pending invitations of one e-mail (a new one replaces them). */
export async function revokePendingInvitationsOf(
  db: Executor,
  merchantId: string,
  email: string,
  now: Date,
): Promise<void> {
  await db
    .update(merchantInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(merchantInvitations.merchantId, merchantId),
        eq(merchantInvitations.email, email),
        isNull(merchantInvitations.acceptedAt),
        isNull(merchantInvitations.revokedAt),
      ),
    );
}

export async function findInvitationOfMerchantForUpdate(db: Executor, merchantId: string, id: string) {
  const [row] = await db
    .select()
    .from(merchantInvitations)
    .where(and(eq(merchantInvitations.merchantId, merchantId), eq(merchantInvitations.id, id)))
    .for('update');
  return row;
}

/** The invitation of a link's token with its merchant's name; `lock` inside the accepting transaction. */
export async function findInvitationByToken(db: Executor, token: string, lock = false) {
  const query = db
    .select({ invitation: merchantInvitations, companyName: merchants.companyName })
    .from(merchantInvitations)
    .innerJoin(merchants, eq(merchants.id, merchantInvitations.merchantId))
    .where(eq(merchantInvitations.tokenHash, hashInvitationToken(token)));
  const [row] = lock ? await query.for('update', { of: merchantInvitations }) : await query;
  return row;
}

export async function markInvitation(
  db: Executor,
  id: string,
  values: { acceptedAt?: Date; acceptedByUserId?: string; revokedAt?: Date },
): Promise<void> {
  await db.update(merchantInvitations).set(values).where(eq(merchantInvitations.id, id));
}
