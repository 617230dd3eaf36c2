import type { AppContext } from '../../context.ts';
import type { SubMerchantRow } from '../../db/schema/sub-merchants.ts';
import { emailOwners } from '../members/email-owners.ts';
import { type RefusalRecord, refuseSubMerchant } from './repository.ts';

/**
 * A registration or update iyzico refused, or that cannot be sent (a field the KYC lacks): kept
 * with its reason for the merchant's console and the admin's Reconciliation page, and every owner
 * e-mailed in its language, once per refusal of a version (an admin's "Send again" refused the
 * same way tells nobody twice; the merchant's next approved change is a new version).
 */
export async function recordRefusal(
  ctx: AppContext,
  row: Pick<SubMerchantRow, 'merchantId' | 'version' | 'subMerchantKey' | 'syncedVersion'>,
  refusal: RefusalRecord,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const tell = await refuseSubMerchant(tx, row, refusal, ctx.clock.now());
    if (!tell) return;
    await emailOwners(ctx, tx, row.merchantId, 'registrationRefused', () => ({
      reason: refusal.reason,
      acquirerCode: refusal.errorCode,
      acquirerMessage: refusal.errorMessage?.slice(0, 500) ?? null,
      payable: Boolean(row.subMerchantKey) && row.syncedVersion > 0,
      url: `${ctx.env.MERCHANT_ORIGIN}/sme/dashboard/profile`,
    }));
  });
}
