import type { AppContext } from '../../context.ts';
import type { MarketplaceItemRow } from '../../db/schema/marketplace-items.ts';
import { workClaimedBatch } from '../../lib/claimed-batch.ts';
import { nextLookup } from '../../lib/reconcile-backoff.ts';
import { ProviderUnavailableError } from '../../ports.ts';
import { postLedgerTransaction } from '../ledger/repository.ts';
import type { Marketplace } from './marketplace.ts';
import {
  claimReleasableItems,
  deferRelease,
  markReleased,
  refuseRelease,
  releaseClaims,
} from './release-repository.ts';

const LEASE_MS = 60_000;

/**
 * Worker pass (marketplace mode): approves at iyzico the items the platform's rules release
 * (release-repository.ts `releasable`), so iyzico pays the sub-merchant's share to its IBAN.
 * Claimed in a short transaction, approved outside any transaction, recorded after with its
 * ledger mirror: the share leaves the merchant's available balance for `payouts_clearing`, as a
 * paid payout does, because iyzico pays it. No answer: asked again with back-off (approving an
 * approved item again is harmless, assumption A28); a refusal waits for an admin.
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
  if (answer.status === 'refused') return refuseRelease(ctx.db, item.paymentId, answer.answer, now);
  await ctx.db.transaction(async (tx) => {
    const released = await markReleased(tx, item.paymentId, now);
    if (!released) return;
    await postLedgerTransaction(tx, {
      kind: 'marketplace_release',
      referenceId: released.paymentId,
      at: now,
      lines: [
        {
          merchantId: released.merchantId,
          type: 'available',
          currency: released.currency,
          amount: -released.subMerchantPrice,
        },
        {
          merchantId: null,
          type: 'payouts_clearing',
          currency: released.currency,
          amount: released.subMerchantPrice,
        },
      ],
    });
  });
}
