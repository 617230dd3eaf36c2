import { randomBytes } from 'node:crypto';
import { AppError } from '@kopru/domain/errors';
import type { Locale } from '@kopru/domain/locale';
import type { AdminUser, AdminUserList } from '@kopru/domain/schemas/admin-users';
import type { Role, UserStatus } from '@kopru/domain/schemas/auth';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { toPage } from '../../lib/pagination.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';
import { type Actor, userIdOf } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { createAccount } from '../auth/accounts.ts';
import { withPasswordLinkPurpose } from '../auth/password-link.ts';
import { deleteSessionsOfUser, findUserByEmail, findUserById } from '../auth/repository.ts';
import {
  findUserForUpdate,
  findUserWithMerchant,
  listUsers,
  lockActiveAdmins,
  setUserStatus,
} from './repository.ts';

async function toAdminUser(
  ctx: AppContext,
  user: UserRow,
  merchant: { id: string | null; companyName: string | null },
): Promise<AdminUser> {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    status: user.status,
    locale: user.locale,
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    merchant:
      merchant.id && merchant.companyName ? { id: merchant.id, companyName: merchant.companyName } : null,
    signInPaused: await ctx.signInThrottle.backingOff(user.email),
  };
}

export async function adminUserById(ctx: AppContext, id: string): Promise<AdminUser> {
  const row = await findUserWithMerchant(ctx.db, id);
  if (!row) throw new AppError('not_found');
  return toAdminUser(ctx, row.user, { id: row.merchantId, companyName: row.companyName });
}

export function auditBase(actor: Actor, target: UserRow) {
  return {
    actorUserId: userIdOf(actor),
    actorEmail: actor.email,
    targetType: 'user',
    targetId: target.id,
    ipAddress: actor.ip,
  };
}

export async function listUsersForAdmin(
  ctx: AppContext,
  input: {
    q?: string | undefined;
    role?: Role | undefined;
    status?: UserStatus | undefined;
    limit: number;
    starting_after?: string | undefined;
  },
): Promise<AdminUserList> {
  const cursor = input.starting_after ? await findUserById(ctx.db, input.starting_after) : undefined;
  if (input.starting_after && !cursor) throw new AppError('not_found', { param: 'starting_after' });
  const rows = await listUsers(ctx.db, {
    q: input.q || undefined,
    role: input.role,
    status: input.status,
    limit: input.limit,
    after: cursor,
  });
  const page = toPage(rows, input.limit);
  return {
    data: await Promise.all(
      page.data.map((row) =>
        toAdminUser(ctx, row.user, { id: row.merchantId, companyName: row.companyName }),
      ),
    ),
    has_more: page.has_more,
  };
}

/**
 * Creates an admin nobody can sign in as yet (a random password no one knows), then sends the
 * invitation: a single-use password link made by the same machinery as a password reset, so it
 * expires like one and lands on the same /reset-password page.
 */
export async function inviteAdmin(
  ctx: AppContext,
  actor: Actor,
  input: { email: string; locale: Locale },
): Promise<AdminUser> {
  let userId: string;
  try {
    userId = await ctx.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, input.email)) throw new AppError('email_taken');
      const id = await createAccount(tx, {
        email: input.email,
        password: randomBytes(32).toString('base64url'),
        name: input.email,
        role: 'admin',
        locale: input.locale,
        emailConfirmed: true,
      });
      await recordAudit(tx, {
        action: 'admin.invited',
        actorUserId: userIdOf(actor),
        actorEmail: actor.email,
        targetType: 'user',
        targetId: id,
        details: { email: input.email, locale: input.locale },
        ipAddress: actor.ip,
      });
      return id;
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new AppError('email_taken');
    throw error;
  }
  // Better Auth writes the token through its own connection, so this runs after the commit.
  const inviterEmail = actor.email;
  if (!inviterEmail) throw new Error('an invitation is sent by a signed-in admin');
  await withPasswordLinkPurpose({ kind: 'adminInvitation', inviterEmail }, () =>
    ctx.auth.api.requestPasswordReset({ body: { email: input.email } }),
  );
  return adminUserById(ctx, userId);
}

/** Deactivates an admin: never oneself, never the last active admin; their sessions end. */
export async function deactivateAdmin(ctx: AppContext, actor: Actor, id: string): Promise<AdminUser> {
  if (id === actor.id) throw new AppError('cannot_deactivate_self');
  await ctx.db.transaction(async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx);
    const target = await findUserForUpdate(tx, id);
    if (!target) throw new AppError('not_found');
    if (target.role !== 'admin') throw new AppError('not_admin_account');
    if (target.status === 'deactivated') throw new AppError('conflict', { reason: 'already_deactivated' });
    const othersActive = activeAdmins.filter((adminId) => adminId !== id);
    if (othersActive.length === 0) throw new AppError('last_active_admin');
    await setUserStatus(tx, id, 'deactivated');
    await deleteSessionsOfUser(tx, id);
    await recordAudit(tx, { ...auditBase(actor, target), action: 'admin.deactivated' });
  });
  return adminUserById(ctx, id);
}

export async function reactivateAdmin(ctx: AppContext, actor: Actor, id: string): Promise<AdminUser> {
  await ctx.db.transaction(async (tx) => {
    const target = await findUserForUpdate(tx, id);
    if (!target) throw new AppError('not_found');
    if (target.role !== 'admin') throw new AppError('not_admin_account');
    if (target.status === 'active') throw new AppError('conflict', { reason: 'already_active' });
    await setUserStatus(tx, id, 'active');
    await recordAudit(tx, { ...auditBase(actor, target), action: 'admin.reactivated' });
  });
  return adminUserById(ctx, id);
}

/** Lifts the sign-in back-off of any account (after the owner proved who they are to support). */
export async function clearSignInBackoff(ctx: AppContext, actor: Actor, id: string): Promise<AdminUser> {
  const target = await findUserById(ctx.db, id);
  if (!target) throw new AppError('not_found');
  await ctx.signInThrottle.clear(target.email);
  await recordAudit(ctx.db, { ...auditBase(actor, target), action: 'auth.sign_in_lock_cleared' });
  return adminUserById(ctx, id);
}
