import { AppError } from '@kopru/domain/errors';
import type { MerchantProfile, UpdateProfileRequest } from '@kopru/domain/schemas/merchant';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { Actor, RequestAuth } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { kindChangeOf, noKindChange } from '../identity-changes/kind-change.ts';
import { identityDiffers, requestIdentityChange } from '../identity-changes/service.ts';
import { findApprovedKindFields } from '../kyc/approved-kind-fields.ts';
import { toMerchantProfile } from '../merchants/profile.ts';
import { findMerchantById, updateMerchantProfile } from '../merchants/repository.ts';

/**
 * The merchant's legal identity as it may be changed now, read in the update's transaction: a
 * verified one through an admin's review; an unverified one at once, except while its KYC
 * submission waits for review (the admin reviews the submission with these details, so they stay
 * as submitted until it is decided). The row is locked unless verified: a KYC submission and its
 * decision lock it too. A verified merchant's row is not locked, so an identity change's decision
 * (which locks the request, then the merchant) cannot deadlock with a new request.
 */
async function merchantForUpdate(tx: Executor, merchantId: string) {
  const merchant = await findMerchantById(tx, merchantId);
  if (!merchant) throw new AppError('not_found');
  if (merchant.verificationStatus === 'verified') return merchant;
  const locked = await findMerchantById(tx, merchantId, { lock: true });
  if (!locked) throw new AppError('not_found');
  return locked;
}

export async function updateOwnProfile(
  ctx: AppContext,
  session: RequestAuth,
  input: UpdateProfileRequest,
): Promise<MerchantProfile> {
  if (!session.merchant) throw new AppError('forbidden');
  const merchantId = session.merchant.id;
  const actor: Actor = {
    type: 'user',
    id: session.user.id,
    email: session.user.email,
    merchantId,
    ip: null,
  };
  return ctx.db.transaction(async (tx) => {
    const merchant = await merchantForUpdate(tx, merchantId);
    const verified = merchant.verificationStatus === 'verified';
    // The tax office and names iyzico needs are the approved KYC's: only a verified merchant's
    // change of them is asked, through the same review.
    const kind = verified
      ? kindChangeOf(input.taxId, await findApprovedKindFields(tx, merchant.id), input)
      : noKindChange;
    if (!identityDiffers(merchant, input, kind)) return toMerchantProfile(merchant, session.user.email);
    if (verified) {
      // A verified identity stays verified: the change waits for an admin, nothing changes yet.
      await requestIdentityChange(ctx, tx, actor, merchant, input, kind);
      return toMerchantProfile(merchant, session.user.email);
    }
    if (merchant.kycStatus === 'pending') throw new AppError('identity_under_review');
    const identity = {
      companyName: input.companyName,
      taxId: input.taxId,
      authPersonName: input.authPersonName,
    };
    const updated = await updateMerchantProfile(tx, merchant.id, identity);
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
        after: identity,
      },
    });
    return toMerchantProfile(updated, session.user.email);
  });
}
