import { AppError } from '@kopru/domain/errors';
import type { Locale } from '@kopru/domain/locale';
import type { SessionResponse } from '@kopru/domain/schemas/session';
import type { AcceptInvitationSignUpRequest, InvitationPreview } from '@kopru/domain/schemas/team';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { MerchantInvitationRow } from '../../db/schema/merchant-invitations.ts';
import type { RequestAuth, RequestMeta } from '../../ports.ts';
import { createAccount } from '../auth/accounts.ts';
import { findUserByEmail, markEmailConfirmed } from '../auth/repository.ts';
import { assertNewPassword, signIn, toSessionResponse } from '../auth/service.ts';
import { resolveMembership } from '../members/membership.ts';
import { findMembership, insertMember, setSessionMerchant } from '../members/repository.ts';
import { findInvitationByToken, isUsable, markInvitation } from './invitations.ts';
import { auditTeamChange } from './team-actor.ts';

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
  await auditTeamChange(
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
