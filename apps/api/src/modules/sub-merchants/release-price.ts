import type { AppContext } from '../../context.ts';
import type { MarketplaceItemRow } from '../../db/schema/marketplace-items.ts';
import { nextLookup } from '../../lib/reconcile-backoff.ts';
import type { Marketplace } from '../../marketplace-ports.ts';
import { ProviderUnavailableError } from '../../ports.ts';
import { takenByRefunds } from '../ledger/refund-takings.ts';
import {
  deferRelease,
  markPriceUpdateStarted,
  recordPriceUpdated,
  refuseRelease,
} from './release-repository.ts';

/** What iyzico pays the sub-merchant for the item now: its price as sent, or as iyzico's item update answered. */
export function shareAtAcquirer(item: MarketplaceItemRow): number {
  return item.priceUpdatedAt && item.acquirerSubMerchantPrice !== null
    ? item.acquirerSubMerchantPrice
    : item.subMerchantPrice;
}

async function refundedOf(ctx: AppContext, paymentId: string): Promise<number> {
  return (await takenByRefunds(ctx.db, paymentId, ['succeeded'])).share;
}

/**
 * Before a claimed item is approved: after a partial refund, the merchant's share of what remains
 * is the share sent with the payment less what the refunds took of it (decision 017: a refund
 * takes the share first, then the reserve, then the platform's part), and iyzico is told to pay that (its item update, outside any
 * transaction). True when iyzico's figure is that share and the item may be approved.
 *
 * The update is on record before it is sent (priceUpdateStartedAt): after a lost answer or a dead
 * worker, the next pass reads the item in iyzico's record of the payment first and sends again
 * only when that shows the update did not take. No answer: asked again with the release's back-off,
 * then the admin's Reconciliation queue; a refusal, or a figure other than the one asked, waits
 * there at once (docs/acquirers.md rows M12, A37).
 */
export async function priceAfterRefunds(
  ctx: AppContext,
  marketplace: Marketplace,
  item: MarketplaceItemRow,
): Promise<boolean> {
  const share = item.subMerchantPrice - (await refundedOf(ctx, item.paymentId));
  if (share === shareAtAcquirer(item)) return true;
  const lookup = { reference: item.paymentId, paymentTransactionId: item.paymentTransactionId ?? '' };
  const taken = (figure: number) => recordPriceUpdated(ctx.db, item.paymentId, figure, ctx.clock.now());
  try {
    if (item.priceUpdateStartedAt) {
      const found = await marketplace.findItemPrice(lookup);
      if (found === share) return taken(found).then(() => true);
      if (found === null) throw unreadable();
    }
    await markPriceUpdateStarted(ctx.db, item.paymentId, share, ctx.clock.now());
    const answer = await marketplace.updateItemPrice({
      ...lookup,
      subMerchantKey: item.subMerchantKey,
      subMerchantPriceMinor: share,
      withholdingMinor: item.withholdingTax,
    });
    if (answer.status === 'refused') {
      await refuseRelease(ctx.db, item.paymentId, answer.answer, ctx.clock.now());
      return false;
    }
    // Assumption A37: an answer without the item's figure is checked in iyzico's record.
    const figure = answer.subMerchantPriceMinor ?? (await marketplace.findItemPrice(lookup));
    if (figure === null) throw unreadable();
    if (figure === share) return taken(figure).then(() => true);
    await refuseRelease(
      ctx.db,
      item.paymentId,
      `item update: iyzico's subMerchantPrice is ${figure}, asked ${share} (minor units)`,
      ctx.clock.now(),
    );
    return false;
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    const now = ctx.clock.now();
    await deferRelease(
      ctx.db,
      item.paymentId,
      error.answer ?? error.message,
      nextLookup(item.releaseAttempts, now),
    );
    return false;
  }
}

const unreadable = () =>
  new ProviderUnavailableError(
    'iyzico item update: the item is not in the payment record',
    'item update: the item’s subMerchantPrice is not in iyzico’s record',
  );
