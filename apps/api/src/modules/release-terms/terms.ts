import type { ReleaseTerms } from '@kopru/domain/release-terms';
import type { ReleaseTermsView } from '@kopru/domain/schemas/release-terms';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { merchantReleaseTerms } from '../../db/schema/merchant-release-terms.ts';
import type { Env } from '../../env.ts';

/** The operator's terms (SETTLEMENT_DELAY_DAYS, RESERVE_PERCENT, RESERVE_DAYS; decision 013). */
export function platformReleaseTerms(env: Env): ReleaseTerms {
  return {
    releaseDelayDays: env.SETTLEMENT_DELAY_DAYS,
    reserveBasisPoints: env.RESERVE_BASIS_POINTS,
    reserveDays: env.RESERVE_DAYS,
  };
}

/** The terms a payment gets from the merchant's own (read with its link), else the platform's. */
export function releaseTermsOf(env: Env, own: ReleaseTerms | null | undefined): ReleaseTermsView {
  return own ? { ...own, source: 'merchant' } : { ...platformReleaseTerms(env), source: 'platform' };
}

/** The terms a payment of `merchantId` started now gets: the merchant's own, else the platform's. */
export async function releaseTermsFor(db: Executor, env: Env, merchantId: string): Promise<ReleaseTermsView> {
  const [own] = await db
    .select({
      releaseDelayDays: merchantReleaseTerms.releaseDelayDays,
      reserveBasisPoints: merchantReleaseTerms.reserveBasisPoints,
      reserveDays: merchantReleaseTerms.reserveDays,
    })
    .from(merchantReleaseTerms)
    .where(eq(merchantReleaseTerms.merchantId, merchantId));
  return releaseTermsOf(env, own);
}
