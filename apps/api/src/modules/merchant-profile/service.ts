import { AppError } from '@kopru/domain/errors';
import type { MerchantProfile, UpdateProfileRequest } from '@kopru/domain/schemas/merchant';
import type { AppContext } from '../../context.ts';
import type { Actor, RequestAuth } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { identityDiffers, requestIdentityChange } from '../identity-changes/service.ts';
import { toMerchantProfile } from '../merchants/profile.ts';
import { updateMerchantProfile } from '../merchants/repository.ts';

export async function updateOwnProfile(
  ctx: AppContext,
  session: RequestAuth,
  input: UpdateProfileRequest,
): Promise<MerchantProfile> {
  const merchant = session.merchant;
  if (!merchant) throw new AppError('forbidden');
  const actor: Actor = {
    type: 'user',
    id: session.user.id,
    email: session.user.email,
    merchantId: merchant.id,
    ip: null,
  };
  if (merchant.verificationStatus === 'verified' && identityDiffers(merchant, input)) {
    // A verified identity stays verified: the change waits for an admin, nothing changes yet.
    await ctx.db.transaction((tx) => requestIdentityChange(ctx, tx, actor, merchant, input));
    return toMerchantProfile(merchant, session.user.email);
  }
  return ctx.db.transaction(async (tx) => {
    const updated = await updateMerchantProfile(tx, merchant.id, input);
    if (!updated) throw new AppError('not_found');
    await recordAudit(tx, {
      action: 'merchant.profile_updated',
      actorUserId: session.user.id,
      actorEmail: session.user.email,
      targetType: 'merchant',
      targetId: merchant.id,
      merchantId: merchant.id,
      details: {
        before: {
          companyName: merchant.companyName,
          taxId: merchant.taxId,
          authPersonName: merchant.authPersonName,
        },
        after: input,
      },
    });
    return toMerchantProfile(updated, session.user.email);
  });
}
