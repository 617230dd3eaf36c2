import type { AppContext } from '../../context.ts';
import type { SubMerchantRow } from '../../db/schema/sub-merchants.ts';
import { workClaimedBatch } from '../../lib/claimed-batch.ts';
import { nextLookup } from '../../lib/reconcile-backoff.ts';
import type { Marketplace, SubMerchantAnswer } from '../../marketplace-ports.ts';
import { ProviderUnavailableError } from '../../ports.ts';
import { subMerchantDetailsOf } from './details.ts';
import { registrationFor } from './registration.ts';
import {
  claimDueSubMerchants,
  deferSubMerchant,
  findMerchantForSubMerchant,
  recordFoundKey,
  recordSynced,
  refuseSubMerchant,
  releaseSubMerchants,
} from './repository.ts';

const LEASE_MS = 60_000;

/** Why a registration waits for an admin without the acquirer being asked (shown as the answer). */
export const MISSING_TAX_OFFICE = 'not sent: a company needs its tax office (KYC)';
export const MISSING_HOLDER_NAMES =
  'not sent: a person needs the first name and surname of the bank account’s holder (KYC)';
export const NO_APPROVED_KYC = 'not sent: no approved KYC submission';

/**
 * Worker pass (marketplace mode): tells the acquirer of every approved change to a merchant's
 * sub-merchant. Claimed in a short transaction, the acquirer called outside any transaction, the
 * answer recorded after. A create whose answer was lost is safe to try again: the merchant is
 * looked up by its id (subMerchantExternalId) before any create, so it is never registered twice.
 * No answer: asked again with back-off, then left to an admin; a refusal: left to an admin at once.
 */
export async function syncSubMerchants(
  ctx: AppContext,
  batchSize = 20,
  stopping?: AbortSignal,
): Promise<number> {
  const { marketplace } = ctx;
  if (!marketplace) return 0;
  return workClaimedBatch({
    clock: ctx.clock,
    claim: (now) => claimDueSubMerchants(ctx.db, now, batchSize, LEASE_MS),
    handle: (row) => syncOne(ctx, marketplace, row),
    idOf: (row) => row.merchantId,
    giveBack: (ids, at) => releaseSubMerchants(ctx.db, ids, at),
    stopping,
  });
}

async function syncOne(ctx: AppContext, marketplace: Marketplace, row: SubMerchantRow): Promise<void> {
  const merchant = await findMerchantForSubMerchant(ctx.db, row.merchantId);
  if (!merchant) return refuseSubMerchant(ctx.db, row, NO_APPROVED_KYC, ctx.clock.now());
  const built = subMerchantDetailsOf(merchant);
  if ('missing' in built) {
    const why = built.missing.includes('taxOffice') ? MISSING_TAX_OFFICE : MISSING_HOLDER_NAMES;
    return refuseSubMerchant(ctx.db, row, why, ctx.clock.now());
  }
  // A type iyzico cannot change is registered anew (registration.ts, decision 016).
  const { key: knownKey, details, anew } = registrationFor(row, built.details);
  let answer: SubMerchantAnswer;
  try {
    let key = knownKey;
    if (!key) {
      key = (await marketplace.findSubMerchant(details.externalId))?.subMerchantKey ?? null;
      if (key && !anew) await recordFoundKey(ctx.db, row.merchantId, key);
    }
    answer = key
      ? await marketplace.updateSubMerchant(key, details)
      : await marketplace.createSubMerchant(details);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    const now = ctx.clock.now();
    return deferSubMerchant(ctx.db, row, error.answer ?? error.message, nextLookup(row.syncAttempts, now));
  }
  const now = ctx.clock.now();
  if (answer.status === 'refused') return refuseSubMerchant(ctx.db, row, answer.answer, now);
  await recordSynced(ctx.db, row, {
    subMerchantKey: answer.subMerchantKey,
    subMerchantType: details.type,
    now,
  });
}
