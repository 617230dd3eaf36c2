import { AppError } from '@kopru/domain/errors';
import type { AppContext } from '../../context.ts';
import type { RequestAuth } from '../../ports.ts';
import { listMembersOfMerchant, setMerchantRequiresTwoFactor } from '../members/repository.ts';
import { actingMember, auditTeamChange } from './team-actor.ts';

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
    await auditTeamChange(tx, auth.user, { action, ...target }, {});
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
