import { AppError } from '@kopru/domain/errors';
import { computeFee } from '@kopru/domain/fees';
import { reserveOf } from '@kopru/domain/release-terms';
import { splitWithholding } from '@kopru/domain/withholding';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { marketplaceItems } from '../../db/schema/marketplace-items.ts';
import { marketplaceReserveItems } from '../../db/schema/marketplace-reserve-items.ts';
import { subMerchants } from '../../db/schema/sub-merchants.ts';
import { type ChargedItem, type MarketplaceSplit, reserveItemIdOf } from '../../ports.ts';

/**
 * A payment's split in marketplace mode: the merchant's sub-merchant gets the amount less the
 * platform's fee (the fee rules of packages/domain/src/fees.ts, the fee recorded on success), the
 * platform keeps the fee as its commission. Of the sub-merchant's share, the rolling reserve
 * (decision 013, the payment's own terms) goes in an item of its own. A merchant iyzico has not
 * registered yet cannot be paid (merchant_not_ready): taking the money on the platform's account
 * instead is what decision 011 rules out.
 */
export async function marketplaceSplitFor(
  db: Executor,
  merchantId: string,
  amount: number,
  { reserveBasisPoints, withholding }: { reserveBasisPoints: number; withholding: number },
): Promise<MarketplaceSplit> {
  const [row] = await db
    .select({
      subMerchantKey: subMerchants.subMerchantKey,
      syncedVersion: subMerchants.syncedVersion,
      refused: sql<boolean>`${subMerchants.refusalReason} is not null`,
    })
    .from(subMerchants)
    .where(eq(subMerchants.merchantId, merchantId));
  if (!row?.subMerchantKey || row.syncedVersion === 0)
    // Refused or not sendable: nothing changes by itself, so the payer is not told to try later.
    throw new AppError(row?.refused ? 'merchant_cannot_take_payments' : 'merchant_not_ready');
  const owed = computeFee(amount).net - withholding;
  const reserve = reserveOf(owed, reserveBasisPoints);
  const parts = splitWithholding(withholding, { owed, reserve });
  return {
    subMerchantKey: row.subMerchantKey,
    subMerchantPriceMinor: owed - reserve,
    reserveMinor: reserve,
    withholdingMinor: parts.share,
    reserveWithholdingMinor: parts.reserve,
  };
}

/** Written with the payment, before the acquirer is asked: what the basket items say. */
export async function insertMarketplaceItem(
  db: Executor,
  item: { paymentId: string; merchantId: string; price: number; currency: string; split: MarketplaceSplit },
): Promise<void> {
  const { split } = item;
  await db.insert(marketplaceItems).values({
    paymentId: item.paymentId,
    merchantId: item.merchantId,
    subMerchantKey: split.subMerchantKey,
    price: item.price - split.reserveMinor - split.reserveWithholdingMinor,
    subMerchantPrice: split.subMerchantPriceMinor,
    withholdingTax: split.withholdingMinor,
    currency: item.currency,
  });
  if (split.reserveMinor > 0)
    await db.insert(marketplaceReserveItems).values({
      paymentId: item.paymentId,
      merchantId: item.merchantId,
      subMerchantKey: split.subMerchantKey,
      price: split.reserveMinor,
      withholdingTax: split.reserveWithholdingMinor,
      currency: item.currency,
    });
}

export async function splitOfPayment(db: Executor, paymentId: string): Promise<MarketplaceSplit | undefined> {
  const [row] = await db
    .select({
      item: marketplaceItems,
      reserve: marketplaceReserveItems.price,
      reserveWithholding: marketplaceReserveItems.withholdingTax,
    })
    .from(marketplaceItems)
    .leftJoin(marketplaceReserveItems, eq(marketplaceReserveItems.paymentId, marketplaceItems.paymentId))
    .where(eq(marketplaceItems.paymentId, paymentId));
  return row
    ? {
        subMerchantKey: row.item.subMerchantKey,
        subMerchantPriceMinor: row.item.subMerchantPrice,
        reserveMinor: row.reserve ?? 0,
        withholdingMinor: row.item.withholdingTax,
        reserveWithholdingMinor: row.reserveWithholding ?? 0,
      }
    : undefined;
}

/** The charge succeeded: the acquirer's ids of the items, in the transaction that records the success. */
export async function recordChargedItems(
  db: Executor,
  payment: { id: string; availableAt: Date | null; reserveReleaseAt: Date | null },
  items: ChargedItem[],
  now: Date,
) {
  const reserveItem = items.find((candidate) => candidate.itemId === reserveItemIdOf(payment.id));
  if (reserveItem)
    await db
      .update(marketplaceReserveItems)
      .set({
        paymentTransactionId: reserveItem.paymentTransactionId,
        // Approved when the reserve's window ends (decision 013).
        releaseAfter: payment.reserveReleaseAt ?? now,
      })
      .where(eq(marketplaceReserveItems.paymentId, payment.id));
  const item = items.find((candidate) => candidate.itemId === payment.id);
  if (!item) return;
  await db
    .update(marketplaceItems)
    .set({
      paymentTransactionId: item.paymentTransactionId,
      chargedAt: now,
      // Released no earlier than the release delay (decision 013) allows.
      releaseAfter: payment.availableAt ?? now,
    })
    .where(eq(marketplaceItems.paymentId, payment.id));
}
