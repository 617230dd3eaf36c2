import { AppError } from '@kopru/domain/errors';
import type { TeamMember, TeamResponse } from '@kopru/domain/schemas/team';
import { canManageRole, type MemberRole } from '@kopru/domain/team';
import type { AppContext } from '../../context.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import type { RequestAuth } from '../../ports.ts';
import { type MemberChange, revokeKeysOfMember } from '../api-keys/member-keys.ts';
import {
  countOwnersForUpdate,
  deleteMember,
  findMemberOfMerchant,
  listMembersOfMerchant,
  updateMemberRole,
} from '../members/repository.ts';
import { stopEndpointsOfMember } from '../webhooks/member-endpoints.ts';
import { listPendingInvitations } from './invitations.ts';
import { toInvitation } from './invite-member.ts';
import { actingMember, auditTeamChange } from './team-actor.ts';

/** The team's members (and pending invitations): who they are, and changing or removing them. */
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
    await auditTeamChange(
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
    await auditTeamChange(
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
