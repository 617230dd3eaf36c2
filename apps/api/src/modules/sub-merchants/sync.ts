import type { AppContext } from '../../context.ts';
import type { SubMerchantRow } from '../../db/schema/sub-merchants.ts';
import { classifyDbError } from '../../lib/db-errors.ts';
import { nextLookup } from '../../lib/reconcile-backoff.ts';
import { ProviderUnavailableError } from '../../ports.ts';
import { subMerchantDetailsOf } from './details.ts';
import type { Marketplace, SubMerchantAnswer } from './marketplace.ts';
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
const RETRY_AFTER_DB_FAULT_MS = 2_000;

/** Why a registration waits for an admin without the acquirer being asked (shown as the answer). */
export const MISSING_TAX_OFFICE = 'not sent: a company needs its tax office (KYC)';
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
  const claimed = await claimDueSubMerchants(ctx.db, ctx.clock.now(), batchSize, LEASE_MS);
  let fault: unknown;
  for (const [index, row] of claimed.entries()) {
    if (stopping?.aborted) {
      await releaseSubMerchants(
        ctx.db,
        claimed.slice(index).map((r) => r.merchantId),
        ctx.clock.now(),
      );
      break;
    }
    try {
      await syncOne(ctx, marketplace, row);
    } catch (error) {
      if (!classifyDbError(error)) throw error;
      fault ??= error;
      await releaseSubMerchants(
        ctx.db,
        [row.merchantId],
        new Date(ctx.clock.now().getTime() + RETRY_AFTER_DB_FAULT_MS),
      ).catch(() => {});
    }
  }
  if (fault) throw fault;
  return claimed.length;
}

async function syncOne(ctx: AppContext, marketplace: Marketplace, row: SubMerchantRow): Promise<void> {
  const merchant = await findMerchantForSubMerchant(ctx.db, row.merchantId);
  if (!merchant) return refuseSubMerchant(ctx.db, row, NO_APPROVED_KYC, ctx.clock.now());
  const built = subMerchantDetailsOf(merchant);
  if ('missing' in built) return refuseSubMerchant(ctx.db, row, MISSING_TAX_OFFICE, ctx.clock.now());
  const { details } = built;
  let answer: SubMerchantAnswer;
  try {
    let key = row.subMerchantKey;
    if (!key) {
      key = (await marketplace.findSubMerchant(details.externalId))?.subMerchantKey ?? null;
      if (key) await recordFoundKey(ctx.db, row.merchantId, key);
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
