import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import {
  type MarketplaceReserveItemRow,
  marketplaceReserveItems,
} from '../../db/schema/marketplace-reserve-items.ts';
import { payments } from '../../db/schema/payments.ts';
import { workClaimedBatch } from '../../lib/claimed-batch.ts';
import { nextLookup } from '../../lib/reconcile-backoff.ts';
import type { Marketplace } from '../../marketplace-ports.ts';
import { ProviderUnavailableError, reserveItemIdOf } from '../../ports.ts';
import { takenByRefunds } from '../ledger/refund-takings.ts';
import { postLedgerTransaction } from '../ledger/repository.ts';
import { lockReserve } from '../ledger/reserve.ts';
import { assertItemTransition, itemReleaseStateOf } from './item-release-state.ts';
import {
  claimReleasableReserves,
  deferReserve,
  giveBackReserves,
  markReserveReleased,
  refuseReserve,
} from './reserve-release-repository.ts';

const LEASE_MS = 60_000;

/**
 * Worker pass (marketplace mode; decision 013): approves at iyzico the reserve items whose window
 * has ended (reserve-release-repository.ts `releasable`), so iyzico pays the reserve to the
 * sub-merchant's IBAN. Claimed in a short transaction, approved outside any transaction, recorded
 * after with its ledger mirror: the reserve leaves the merchant's `reserve` balance for the
 * platform's `payouts_clearing`, as the share's release does. No answer: asked again with back-off
 * (A28); a refusal waits for an admin (A31).
 */
export async function releaseMarketplaceReserves(
  ctx: AppContext,
  batchSize = 20,
  stopping?: AbortSignal,
): Promise<number> {
  const { marketplace } = ctx;
  if (!marketplace) return 0;
  return workClaimedBatch({
    clock: ctx.clock,
    claim: (now) => claimReleasableReserves(ctx.db, now, batchSize, LEASE_MS),
    handle: (item) => releaseOne(ctx, marketplace, item),
    idOf: (item) => item.paymentId,
    giveBack: (ids, at) => giveBackReserves(ctx.db, ids, at),
    stopping,
  });
}

async function releaseOne(ctx: AppContext, marketplace: Marketplace, item: MarketplaceReserveItemRow) {
  let answer: Awaited<ReturnType<Marketplace['approveItem']>>;
  try {
    const left = await reserveLeft(ctx.db, item);
    if (left < item.price && !(await lowerReservePrice(ctx, marketplace, item, left))) return;
    answer = await marketplace.approveItem({
      reference: reserveItemIdOf(item.paymentId),
      paymentTransactionId: item.paymentTransactionId ?? '',
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    const now = ctx.clock.now();
    return deferReserve(
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
  if (answer.status === 'refused') return refuseReserve(ctx.db, item.paymentId, answer.answer, now);
  await recordReserveRelease(ctx, item.paymentId, now);
}

/** The reserve less what the payment's refunds took of it (decision 017). */
async function reserveLeft(db: Executor, item: Pick<MarketplaceReserveItemRow, 'paymentId' | 'price'>) {
  return item.price - (await takenByRefunds(db, item.paymentId, ['succeeded'])).reserve;
}

/**
 * A refund took part of the reserve: iyzico is told what is left before the approval (its item
 * update, row M12, outside any transaction). The update sets a figure rather than moving one, so
 * sending it again after a lost answer asks for the same thing (no answer: thrown, the caller
 * defers). True when iyzico's figure is `left`; a refusal or another figure waits for an admin.
 */
async function lowerReservePrice(
  ctx: AppContext,
  marketplace: Marketplace,
  item: MarketplaceReserveItemRow,
  left: number,
): Promise<boolean> {
  const lookup = { reference: item.paymentId, paymentTransactionId: item.paymentTransactionId ?? '' };
  const answer = await marketplace.updateItemPrice({
    ...lookup,
    subMerchantKey: item.subMerchantKey,
    subMerchantPriceMinor: left,
    withholdingMinor: item.withholdingTax,
  });
  const figure =
    answer.status === 'ok'
      ? (answer.subMerchantPriceMinor ?? (await marketplace.findItemPrice(lookup)))
      : null;
  if (figure === left) return true;
  const said =
    answer.status === 'refused'
      ? answer.answer
      : `item update: iyzico's subMerchantPrice is ${figure ?? 'not in its record'}, asked ${left} (minor units)`;
  await refuseReserve(ctx.db, item.paymentId, said, ctx.clock.now());
  return false;
}

/**
 * Records iyzico's approval of a reserve item once, for what is left of it after the refunds
 * (nothing can change it meanwhile: a refund is refused while the item is in flight). iyzico pays
 * the whole of that: if a dispute took
 * from the reserve between the claim and now, the part the reserve no longer holds becomes what
 * the merchant owes (negative_balance), as any hold the balance cannot cover does.
 */
export async function recordReserveRelease(ctx: AppContext, paymentId: string, now: Date): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(marketplaceReserveItems)
      .where(eq(marketplaceReserveItems.paymentId, paymentId));
    if (!item) return false;
    const price = await reserveLeft(tx, item);
    const released = await markReserveReleased(tx, paymentId, price, now);
    if (!released) return false;
    const { merchantId, currency } = released;
    const fromReserve = Math.min(price, await lockReserve(tx, merchantId, currency));
    await postLedgerTransaction(tx, {
      kind: 'marketplace_reserve_release',
      referenceId: paymentId,
      at: now,
      lines: [
        ...(fromReserve > 0
          ? [{ merchantId, type: 'reserve' as const, currency, amount: -fromReserve }]
          : []),
        ...(price > fromReserve
          ? [{ merchantId, type: 'negative_balance' as const, currency, amount: -(price - fromReserve) }]
          : []),
        { merchantId: null, type: 'payouts_clearing', currency, amount: price },
      ],
    });
    await tx.update(payments).set({ reserveReleasedAt: now }).where(eq(payments.id, paymentId));
    return true;
  });
}
