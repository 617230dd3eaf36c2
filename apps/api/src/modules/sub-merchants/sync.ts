import {
  type RegistrationRefusalReason,
  reasonOfAcquirerCode,
} from '@kopru/domain/schemas/acquirer-registration';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { SubMerchantRow } from '../../db/schema/sub-merchants.ts';
import { workClaimedBatch } from '../../lib/claimed-batch.ts';
import { nextLookup } from '../../lib/reconcile-backoff.ts';
import type { Marketplace, SubMerchantAnswer } from '../../marketplace-ports.ts';
import { ProviderUnavailableError } from '../../ports.ts';
import { subMerchantDetailsOf } from './details.ts';
import { recordRefusal } from './refusal.ts';
import { registrationFor } from './registration.ts';
import {
  claimDueSubMerchants,
  deferSubMerchant,
  findMerchantForSubMerchant,
  recordFoundKey,
  recordSynced,
  releaseSubMerchants,
} from './repository.ts';

const LEASE_MS = 60_000;

/** Why a registration waits for an admin without the acquirer being asked (shown as the answer). */
export const MISSING_TAX_OFFICE = 'not sent: a company needs its tax office (KYC)';
export const MISSING_HOLDER_NAMES =
  'not sent: a person needs the first name and surname of the bank account’s holder (KYC)';
export const MISSING_LEGAL_FORM = 'not sent: the KYC does not say whether the merchant is a person';
export const NO_APPROVED_KYC = 'not sent: no approved KYC submission';

const notSent = (ctx: AppContext, row: SubMerchantRow, reason: RegistrationRefusalReason, answer: string) =>
  recordRefusal(ctx, row, { reason, answer, errorCode: null, errorMessage: null });

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
  merchantId?: string,
): Promise<number> {
  const { marketplace } = ctx;
  if (!marketplace) return 0;
  return workClaimedBatch({
    clock: ctx.clock,
    claim: (now) => claimDueSubMerchants(ctx.db, now, batchSize, LEASE_MS, merchantId),
    handle: (row) => syncOne(ctx, marketplace, row),
    idOf: (row) => row.merchantId,
    giveBack: (ids, at) => releaseSubMerchants(ctx.db, ids, at),
    stopping,
  });
}

/**
 * An approved change sent at once, after its transaction committed, rather than at the worker's
 * next pass: no answer leaves it to the worker's back-off, an error is logged, never the caller's.
 */
export async function syncSubMerchantNow(
  ctx: AppContext,
  merchantId: string,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  try {
    await syncSubMerchants(ctx, 1, undefined, merchantId);
  } catch (error) {
    log.error({ err: error, merchantId }, 'sub-merchant sync after approval failed');
  }
}

async function syncOne(ctx: AppContext, marketplace: Marketplace, row: SubMerchantRow): Promise<void> {
  const merchant = await findMerchantForSubMerchant(ctx.db, row.merchantId);
  if (!merchant) return notSent(ctx, row, 'no_approved_kyc', NO_APPROVED_KYC);
  const built = subMerchantDetailsOf(merchant);
  if ('missing' in built) {
    if (built.missing.includes('taxOffice'))
      return notSent(ctx, row, 'missing_tax_office', MISSING_TAX_OFFICE);
    if (built.missing.includes('legalForm'))
      return notSent(ctx, row, 'missing_legal_form', MISSING_LEGAL_FORM);
    return notSent(ctx, row, 'missing_holder_names', MISSING_HOLDER_NAMES);
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
  if (answer.status === 'refused')
    return recordRefusal(ctx, row, {
      reason: reasonOfAcquirerCode(answer.errorCode),
      answer: answer.answer,
      errorCode: answer.errorCode,
      errorMessage: answer.errorMessage,
    });
  await recordSynced(ctx.db, row, {
    subMerchantKey: answer.subMerchantKey,
    subMerchantType: details.type,
    now,
  });
}
