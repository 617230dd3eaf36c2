import { AppError } from '@kopru/domain/errors';
import type { InviteMemberRequest, TeamInvitation } from '@kopru/domain/schemas/team';
import { canManageRole } from '@kopru/domain/team';
import type { AppContext } from '../../context.ts';
import type { MerchantInvitationRow } from '../../db/schema/merchant-invitations.ts';
import type { RequestAuth } from '../../ports.ts';
import { findUserByEmail } from '../auth/repository.ts';
import { findMembership } from '../members/repository.ts';
import {
  findInvitationOfMerchantForUpdate,
  insertInvitation,
  markInvitation,
  newInvitationToken,
  revokePendingInvitationsOf,
  usableInvitationsOfForUpdate,
} from './invitations.ts';
import { actingMember, auditTeamChange } from './team-actor.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An invitation row as the Team page shows it (never its token's hash). */
export function toInvitation(row: MerchantInvitationRow): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
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
    await auditTeamChange(
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
    await auditTeamChange(
      tx,
      auth.user,
      { action: 'team.invitation_revoked', ...target },
      { email: invitation.email },
    );
  });
}
