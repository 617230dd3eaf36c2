import { AppError } from '@kopru/domain/errors';
import type { AdminReleaseTerms, SetReleaseTermsRequest } from '@kopru/domain/schemas/release-terms';
import type { AppContext } from '../../context.ts';
import { type Actor, userIdOf } from '../../ports.ts';
import { findMerchantById } from '../admin-merchants/repository.ts';
import { merchantAuditFields, recordAudit } from '../audit/repository.ts';
import {
  deleteMerchantReleaseTerms,
  findMerchantReleaseTerms,
  lockMerchantReleaseTerms,
  saveMerchantReleaseTerms,
} from './repository.ts';
import { platformReleaseTerms } from './terms.ts';

/** A merchant's release terms as the admin console shows them: its own or the platform's. */
export async function releaseTermsForAdmin(ctx: AppContext, merchantId: string): Promise<AdminReleaseTerms> {
  if (!(await findMerchantById(ctx.db, merchantId))) throw new AppError('not_found');
  const platform = { ...platformReleaseTerms(ctx.env), source: 'platform' as const };
  const own = await findMerchantReleaseTerms(ctx.db, merchantId);
  if (!own) return { terms: platform, platform, reason: null, setByEmail: null, updatedAt: null };
  const { terms } = own;
  return {
    terms: {
      releaseDelayDays: terms.releaseDelayDays,
      reserveBasisPoints: terms.reserveBasisPoints,
      reserveDays: terms.reserveDays,
      source: 'merchant',
    },
    platform,
    reason: terms.reason,
    setByEmail: own.setByEmail,
    updatedAt: terms.updatedAt.toISOString(),
  };
}

/**
 * An admin sets a merchant's own terms, or gives it the platform's back (`terms: null`), with a
 * reason; the audit row keeps the terms before and after. Payments already started keep theirs.
 */
export async function setReleaseTerms(
  ctx: AppContext,
  actor: Actor,
  merchantId: string,
  input: SetReleaseTermsRequest,
): Promise<AdminReleaseTerms> {
  const adminId = userIdOf(actor);
  if (!adminId) throw new AppError('forbidden');
  await ctx.db.transaction(async (tx) => {
    if (!(await findMerchantById(tx, merchantId))) throw new AppError('not_found');
    const previous = await lockMerchantReleaseTerms(tx, merchantId);
    const platform = platformReleaseTerms(ctx.env);
    const before = previous
      ? {
          releaseDelayDays: previous.releaseDelayDays,
          reserveBasisPoints: previous.reserveBasisPoints,
          reserveDays: previous.reserveDays,
          source: 'merchant',
        }
      : { ...platform, source: 'platform' };
    if (input.terms)
      await saveMerchantReleaseTerms(tx, {
        merchantId,
        ...input.terms,
        reason: input.reason,
        setBy: adminId,
        updatedAt: ctx.clock.now(),
      });
    else await deleteMerchantReleaseTerms(tx, merchantId);
    await recordAudit(tx, {
      ...merchantAuditFields(actor, merchantId),
      action: 'merchant.release_terms_changed',
      details: {
        before,
        after: input.terms ? { ...input.terms, source: 'merchant' } : { ...platform, source: 'platform' },
        reason: input.reason,
      },
    });
  });
  return releaseTermsForAdmin(ctx, merchantId);
}
