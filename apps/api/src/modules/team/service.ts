import { AppError } from '@kopru/domain/errors';
import type { Locale } from '@kopru/domain/locale';
import type { AuditAction } from '@kopru/domain/schemas/audit';
import type { SessionResponse } from '@kopru/domain/schemas/session';
import type {
  AcceptInvitationSignUpRequest,
  InvitationPreview,
  InviteMemberRequest,
  TeamInvitation,
  TeamMember,
  TeamResponse,
} from '@kopru/domain/schemas/team';
import { canManageRole, type MemberRole } from '@kopru/domain/team';
import type { AppContext } from '../../context.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import type { MerchantInvitationRow } from '../../db/schema/merchant-invitations.ts';
import type { RequestAuth, RequestMeta } from '../../ports.ts';
import { type MemberChange, revokeKeysOfMember } from '../api-keys/member-keys.ts';
import { recordAudit } from '../audit/repository.ts';
import { createAccount } from '../auth/accounts.ts';
import { findUserByEmail, markEmailConfirmed } from '../auth/repository.ts';
import { assertNewPassword, signIn, toSessionResponse } from '../auth/service.ts';
import { resolveMembership } from '../members/membership.ts';
import {
  countOwnersForUpdate,
  deleteMember,
  findMemberOfMerchant,
  findMembership,
  insertMember,
  listMembersOfMerchant,
  setMerchantRequiresTwoFactor,
  setSessionMerchant,
  updateMemberRole,
} from '../members/repository.ts';
import { stopEndpointsOfMember } from '../webhooks/member-endpoints.ts';
import {
  findInvitationByToken,
  findInvitationOfMerchantForUpdate,
  insertInvitation,
  isUsable,
  listPendingInvitations,
  markInvitation,
  newInvitationToken,
  revokePendingInvitationsOf,
  usableInvitationsOfForUpdate,
} from './invitations.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The acting member of a team route (guarded, so it has a merchant and a role). */
function actingMember(auth: RequestAuth): { merchantId: string; role: MemberRole } {
  if (!auth.merchant || !auth.memberRole) throw new AppError('forbidden');
  return { merchantId: auth.merchant.id, role: auth.memberRole };
}

async function audit(
  db: Executor,
  actor: { id: string; email: string },
  entry: { action: AuditAction; merchantId: string; targetType: string; targetId: string; ip: string },
  details: Record<string, unknown>,
): Promise<void> {
  await recordAudit(db, {
    action: entry.action,
    actorUserId: actor.id,
    actorEmail: actor.email,
    targetType: entry.targetType,
    targetId: entry.targetId,
    merchantId: entry.merchantId,
    ipAddress: entry.ip,
    details,
  });
}

function toInvitation(row: MerchantInvitationRow): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getTeam(
  ctx: AppContext,
  merchantId: string,
  show: { invitations: boolean } = { invitations: true },
): Promise<TeamResponse> {
  const [members, invitations] = await Promise.all([
    listMembersOfMerchant(ctx.db, merchantId),
    show.invitations ? listPendingInvitations(ctx.db, merchantId, ctx.clock.now()) : [],
  ]);
  return {
    members: members.map(
      (row): TeamMember => ({
        id: row.member.id,
        userId: row.member.userId,
        email: row.email,
        name: row.name,
        role: row.member.role,
        twoFactorEnabled: row.twoFactorEnabled,
        lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
        createdAt: row.member.createdAt.toISOString(),
      }),
    ),
    invitations: invitations.map(toInvitation),
  };
}

/** Invites an e-mail with a role; the e-mail carries the only copy of the link's token. */
export async function inviteMember(
  ctx: AppContext,
  auth: RequestAuth,
  input: Required<InviteMemberRequest>,
  ip: string,
): Promise<TeamInvitation> {
  const actor = actingMember(auth);
  if (!canManageRole(actor.role, input.role)) throw new AppError('forbidden');
  // The address is the inviter's choice: a few invitations an hour reach it, from all merchants.
  const limit = await ctx.recipientLimits.take('teamInvitation', input.email, ip);
  if (!limit.allowed)
    throw new AppError('recipient_rate_limited', { retryAfterSeconds: limit.retryAfterSeconds });
  const now = ctx.clock.now();
  const { token, hash } = newInvitationToken();
  return ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    if (existing && (await findMembership(tx, actor.merchantId, existing.id)))
      throw new AppError('conflict', { reason: 'already_member' });
    // A new invitation replaces the pending ones: only whoever may revoke them may replace them
    // (an admin cannot cancel an owner invitation by inviting the same address as viewer).
    const pending = await usableInvitationsOfForUpdate(tx, actor.merchantId, input.email, now);
    if (pending.some((invitation) => !canManageRole(actor.role, invitation.role)))
      throw new AppError('forbidden', { reason: 'owner_invitation_pending' });
    await revokePendingInvitationsOf(tx, actor.merchantId, input.email, now);
    const invitation = await insertInvitation(tx, {
      merchantId: actor.merchantId,
      email: input.email,
      role: input.role,
      tokenHash: hash,
      invitedByUserId: auth.user.id,
      expiresAt: new Date(now.getTime() + ctx.env.TEAM_INVITATION_DAYS * DAY_MS),
    });
    const target = { merchantId: actor.merchantId, targetType: 'invitation', targetId: invitation.id, ip };
    await audit(
      tx,
      auth.user,
      { action: 'team.member_invited', ...target },
      { email: input.email, role: input.role },
    );
    await ctx.email.send(tx, {
      to: input.email,
      locale: existing?.locale ?? input.locale,
      template: 'teamInvitation',
      vars: {
        company: auth.merchant?.companyName ?? '',
        inviter: auth.user.email,
        role: input.role,
        days: String(ctx.env.TEAM_INVITATION_DAYS),
        url: `${ctx.env.MERCHANT_ORIGIN}/invitation?token=${encodeURIComponent(token)}`,
      },
    });
    return toInvitation(invitation);
  });
}

export async function revokeInvitation(
  ctx: AppContext,
  auth: RequestAuth,
  invitationId: string,
  ip: string,
): Promise<void> {
  const actor = actingMember(auth);
  await ctx.db.transaction(async (tx) => {
    const invitation = await findInvitationOfMerchantForUpdate(tx, actor.merchantId, invitationId);
    if (!invitation) throw new AppError('not_found');
    if (!canManageRole(actor.role, invitation.role)) throw new AppError('forbidden');
    if (invitation.acceptedAt || invitation.revokedAt) throw new AppError('conflict');
    await markInvitation(tx, invitation.id, { revokedAt: ctx.clock.now() });
    const target = { merchantId: actor.merchantId, targetType: 'invitation', targetId: invitation.id, ip };
    await audit(tx, auth.user, { action: 'team.invitation_revoked', ...target }, { email: invitation.email });
  });
}

/** Locks the owners and refuses to leave the merchant without one. */
async function assertAnotherOwner(tx: Executor, merchantId: string): Promise<void> {
  if ((await countOwnersForUpdate(tx, merchantId)) <= 1)
    throw new AppError('conflict', { reason: 'last_owner' });
}

export async function changeMemberRole(
  ctx: AppContext,
  auth: RequestAuth,
  memberId: string,
  role: MemberRole,
  ip: string,
): Promise<TeamMember> {
  const actor = actingMember(auth);
  await ctx.db.transaction(async (tx) => {
    const found = await findMemberOfMerchant(tx, actor.merchantId, memberId);
    if (!found) throw new AppError('not_found');
    const from = found.member.role;
    if (!canManageRole(actor.role, from) || !canManageRole(actor.role, role)) throw new AppError('forbidden');
    if (from === role) return;
    if (from === 'owner') await assertAnotherOwner(tx, actor.merchantId);
    await updateMemberRole(tx, memberId, role);
    const target = { merchantId: actor.merchantId, targetType: 'user', targetId: found.member.userId, ip };
    await audit(
      tx,
      auth.user,
      { action: 'team.member_role_changed', ...target },
      { email: found.email, fromRole: from, toRole: role },
    );
    await followMember(ctx, tx, {
      merchantId: actor.merchantId,
      userId: found.member.userId,
      email: found.email,
      role,
      actor: { id: auth.user.id, email: auth.user.email, ip },
    });
  });
  const member = (await getTeam(ctx, actor.merchantId)).members.find((m) => m.id === memberId);
  if (!member) throw new AppError('not_found');
  return member;
}

/** What a member made follows it out of the team or down to a lower role: keys and webhook endpoints. */
async function followMember(ctx: AppContext, tx: Transaction, change: MemberChange) {
  await revokeKeysOfMember(ctx, tx, change);
  await stopEndpointsOfMember(ctx, tx, change);
}

export async function removeMember(
  ctx: AppContext,
  auth: RequestAuth,
  memberId: string,
  ip: string,
): Promise<void> {
  const actor = actingMember(auth);
  await ctx.db.transaction(async (tx) => {
    const found = await findMemberOfMerchant(tx, actor.merchantId, memberId);
    if (!found) throw new AppError('not_found');
    if (!canManageRole(actor.role, found.member.role)) throw new AppError('forbidden');
    if (found.member.role === 'owner') await assertAnotherOwner(tx, actor.merchantId);
    await deleteMember(tx, memberId);
    const target = { merchantId: actor.merchantId, targetType: 'user', targetId: found.member.userId, ip };
    await audit(
      tx,
      auth.user,
      { action: 'team.member_removed', ...target },
      { email: found.email, role: found.member.role },
    );
    await followMember(ctx, tx, {
      merchantId: actor.merchantId,
      userId: found.member.userId,
      email: found.email,
      role: null,
      actor: { id: auth.user.id, email: auth.user.email, ip },
    });
  });
}

/** The invitation of a token that can still be used: 404 unknown, 410 used, revoked or expired. */
function usable<T extends { invitation: MerchantInvitationRow }>(row: T | undefined, now: Date): T {
  if (!row) throw new AppError('not_found');
  if (!isUsable(row.invitation, now)) throw new AppError('invitation_unusable');
  return row;
}

export async function previewInvitation(ctx: AppContext, token: string): Promise<InvitationPreview> {
  const { invitation, companyName } = usable(await findInvitationByToken(ctx.db, token), ctx.clock.now());
  return {
    companyName,
    email: invitation.email,
    role: invitation.role,
    accountExists: Boolean(await findUserByEmail(ctx.db, invitation.email)),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** Accepts with a new account for the invited e-mail, then signs it in. */
export async function acceptWithSignUp(
  ctx: AppContext,
  token: string,
  input: Required<AcceptInvitationSignUpRequest>,
  meta: RequestMeta,
): Promise<{ cookies: string[]; userId: string }> {
  const preview = await findInvitationByToken(ctx.db, token);
  assertNewPassword(ctx, input.password, 'password', [preview?.invitation.email ?? '', input.name]);
  const email = await ctx.db.transaction(async (tx) => {
    const { invitation } = usable(await findInvitationByToken(tx, token, true), ctx.clock.now());
    if (await findUserByEmail(tx, invitation.email)) throw new AppError('email_taken');
    const userId = await createAccount(tx, {
      email: invitation.email,
      password: input.password,
      name: input.name,
      role: 'sme',
      locale: input.locale as Locale,
      // The e-mailed invitation's link proves the address.
      emailConfirmed: true,
    });
    await joinMerchant(tx, ctx, invitation, { id: userId, email: invitation.email }, meta.ip);
    return invitation.email;
  });
  const outcome = await signIn(ctx, { email, password: input.password, locale: input.locale }, meta);
  if (outcome.twoFactorRequired) throw new AppError('internal_error', undefined, 'new account asked for 2FA');
  return outcome;
}

/** Accepts with the signed-in account of the invited e-mail; the session moves to that merchant. */
export async function acceptAsSignedIn(
  ctx: AppContext,
  auth: RequestAuth,
  token: string,
  ip: string,
): Promise<SessionResponse> {
  if (auth.user.role !== 'sme') throw new AppError('forbidden');
  await ctx.db.transaction(async (tx) => {
    const { invitation } = usable(await findInvitationByToken(tx, token, true), ctx.clock.now());
    if (invitation.email !== auth.user.email.toLowerCase())
      throw new AppError('forbidden', { reason: 'invitation_other_account' });
    if (await findMembership(tx, invitation.merchantId, auth.user.id))
      throw new AppError('conflict', { reason: 'already_member' });
    await joinMerchant(tx, ctx, invitation, auth.user, ip);
    // The invitation's e-mailed link reached this address: it is proven.
    await markEmailConfirmed(tx, auth.user.id);
    await setSessionMerchant(tx, auth.sessionToken, invitation.merchantId);
  });
  return toSessionResponse(ctx, {
    user: { ...auth.user, emailVerified: true },
    sessionToken: auth.sessionToken,
    ...(await resolveMembership(ctx.db, auth.user, auth.sessionToken)),
  });
}

async function joinMerchant(
  tx: Executor,
  ctx: AppContext,
  invitation: MerchantInvitationRow,
  user: { id: string; email: string },
  ip: string,
): Promise<void> {
  const member = await insertMember(tx, {
    merchantId: invitation.merchantId,
    userId: user.id,
    role: invitation.role,
  });
  await markInvitation(tx, invitation.id, { acceptedAt: ctx.clock.now(), acceptedByUserId: user.id });
  const target = { merchantId: invitation.merchantId, targetType: 'user', targetId: user.id, ip };
  await audit(
    tx,
    user,
    { action: 'team.invitation_accepted', ...target },
    {
      invitationId: invitation.id,
      memberId: member.id,
      role: invitation.role,
    },
  );
}

/** The session works in another merchant of the user's: 404 when not a member there. */
export async function switchMerchant(
  ctx: AppContext,
  auth: RequestAuth,
  merchantId: string,
): Promise<SessionResponse> {
  const target = auth.memberships.find((m) => m.merchantId === merchantId);
  if (!target) throw new AppError('not_found');
  const membership = await ctx.db.transaction(async (tx) => {
    await setSessionMerchant(tx, auth.sessionToken, merchantId);
    const chosen = await resolveMembership(tx, auth.user, auth.sessionToken);
    if (chosen.merchant?.suspendedAt) throw new AppError('merchant_suspended');
    return chosen;
  });
  return toSessionResponse(ctx, { user: auth.user, sessionToken: auth.sessionToken, ...membership });
}

/**
 * An owner requires two-factor sign-in of the whole team, or stops requiring it. Turning it on
 * needs the owner's own two-factor first (as GitHub and Stripe do): an owner cannot lock the team
 * behind a rule it does not keep. Each other member hears of it by e-mail, in its language.
 */
export async function setTeamTwoFactor(
  ctx: AppContext,
  auth: RequestAuth,
  required: boolean,
  ip: string,
): Promise<{ required: boolean }> {
  const actor = actingMember(auth);
  if (required && !auth.user.twoFactorEnabled) throw new AppError('own_two_factor_first');
  await ctx.db.transaction(async (tx) => {
    if (!(await setMerchantRequiresTwoFactor(tx, actor.merchantId, required))) return;
    const action = required ? 'team.two_factor_required' : 'team.two_factor_not_required';
    const target = { merchantId: actor.merchantId, targetType: 'merchant', targetId: actor.merchantId, ip };
    await audit(tx, auth.user, { action, ...target }, {});
    if (!required) return;
    const others = (await listMembersOfMerchant(tx, actor.merchantId)).filter(
      (row) => row.member.userId !== auth.user.id,
    );
    for (const member of others) {
      await ctx.email.send(tx, {
        to: member.email,
        locale: member.locale,
        template: 'teamTwoFactorRequired',
        vars: {
          company: auth.merchant?.companyName ?? '',
          owner: auth.user.email,
          enabled: member.twoFactorEnabled ? 'yes' : 'no',
          url: `${ctx.env.MERCHANT_ORIGIN}/sme/dashboard/profile`,
        },
      });
    }
  });
  return { required };
}
