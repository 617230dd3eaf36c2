import { maskIban } from '@kopru/domain/iban';
import type { PaymentReleased } from '@kopru/domain/schemas/marketplace-payouts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { MarketplaceItemRow } from '../../db/schema/marketplace-items.ts';
import { workClaimedBatch } from '../../lib/claimed-batch.ts';
import { nextLookup } from '../../lib/reconcile-backoff.ts';
import type { Marketplace } from '../../marketplace-ports.ts';
import { ProviderUnavailableError } from '../../ports.ts';
import { recordEvent } from '../events/repository.ts';
import { postLedgerTransaction } from '../ledger/repository.ts';
import { findPayment } from '../payments/repository.ts';
import { findPayoutAccount } from '../payouts/repository.ts';
import { settlementAccountOf } from './details.ts';
import { assertItemTransition, itemReleaseStateOf } from './item-release-state.ts';
import { priceAfterRefunds } from './release-price.ts';
import {
  claimReleasableItems,
  deferRelease,
  markReleased,
  refuseRelease,
  releaseClaims,
} from './release-repository.ts';
import { findSubMerchant } from './repository.ts';

const LEASE_MS = 60_000;

/**
 * Worker pass (marketplace mode): approves at iyzico the items the platform's rules release
 * (release-repository.ts `releasable`), so iyzico pays the sub-merchant's share to its IBAN.
 * Claimed in a short transaction, approved outside any transaction, recorded after with its
 * ledger mirror and the merchant's `payment.released` event (recordRelease): the share leaves the
 * merchant's available balance for `payouts_clearing`, as a paid payout does, because iyzico pays
 * it. After a partial refund iyzico is first told the share of what remains (release-price.ts).
 * No answer: asked again with back-off (approving an approved item again is harmless, assumption
 * A28); a refusal waits for an admin.
 */
export async function releaseMarketplaceItems(
  ctx: AppContext,
  batchSize = 20,
  stopping?: AbortSignal,
): Promise<number> {
  const { marketplace } = ctx;
  if (!marketplace) return 0;
  return workClaimedBatch({
    clock: ctx.clock,
    claim: (now) => claimReleasableItems(ctx.db, now, batchSize, LEASE_MS),
    handle: (item) => releaseOne(ctx, marketplace, item),
    idOf: (item) => item.paymentId,
    giveBack: (ids, at) => releaseClaims(ctx.db, ids, at),
    stopping,
  });
}

async function releaseOne(ctx: AppContext, marketplace: Marketplace, item: MarketplaceItemRow) {
  if (!(await priceAfterRefunds(ctx, marketplace, item))) return;
  let answer: Awaited<ReturnType<Marketplace['approveItem']>>;
  try {
    answer = await marketplace.approveItem({
      reference: item.paymentId,
      paymentTransactionId: item.paymentTransactionId ?? '',
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    const now = ctx.clock.now();
    return deferRelease(
      ctx.db,
      item.paymentId,
      error.answer ?? error.message,
      nextLookup(item.releaseAttempts, now),
    );
  }
  const now = ctx.clock.now();
  const next = answer.status === 'refused' ? 'in_review' : 'released';
  // The claim marked it in flight (releaseStartedAt): only iyzico's outcome moves it on.
  assertItemTransition(itemReleaseStateOf({ ...item, left: 1 }), next);
  if (answer.status === 'refused') return refuseRelease(ctx.db, item.paymentId, answer.answer, now);
  await recordRelease(ctx, item.paymentId, now);
}

/**
 * Records iyzico's approval once (a second recorder finds the item released and writes nothing):
 * the item, its ledger mirror and the merchant's `payment.released` event commit together.
 */
export async function recordRelease(ctx: AppContext, paymentId: string, now: Date): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const released = await markReleased(tx, paymentId, now);
    if (!released) return false;
    const { merchantId, currency } = released;
    const subMerchantPrice = released.releasedAmount ?? released.subMerchantPrice;
    await postLedgerTransaction(tx, {
      kind: 'marketplace_release',
      referenceId: paymentId,
      at: now,
      lines: [
        { merchantId, type: 'available', currency, amount: -subMerchantPrice },
        { merchantId: null, type: 'payouts_clearing', currency, amount: subMerchantPrice },
      ],
    });
    const payment = await findPayment(tx, { merchantId, id: paymentId });
    const paidTo = await settlementAccountFor(tx, merchantId);
    const data: PaymentReleased = {
      id: paymentId,
      transactionId: payment?.reference ?? '',
      amount: subMerchantPrice,
      currency: currency as PaymentReleased['currency'],
      releasedAt: now.toISOString(),
      settlementCurrency: paidTo?.currency ?? null,
      ibanMasked: paidTo ? maskIban(paidTo.iban) : null,
    };
    await recordEvent(tx, { merchantId, type: 'payment.released', data, createdAt: now });
    return true;
  });
}

/** The currency iyzico pays the merchant in and the IBAN it pays to, as the payouts page shows them. */
async function settlementAccountFor(db: Executor, merchantId: string) {
  const account = await findPayoutAccount(db, merchantId);
  if (!account) return null;
  const registration = await findSubMerchant(db, merchantId);
  return settlementAccountOf({ ...account, settlementCurrency: registration?.settlementCurrency ?? 'TRY' });
}
