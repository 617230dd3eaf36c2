import { AppError } from '@kopru/domain/errors';
import { computeFee } from '@kopru/domain/fees';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { marketplaceItems } from '../../db/schema/marketplace-items.ts';
import { subMerchants } from '../../db/schema/sub-merchants.ts';
import type { ChargedItem, MarketplaceSplit } from '../../ports.ts';

/**
 * A payment's split in marketplace mode: the merchant's sub-merchant gets the amount less the
 * platform's fee (the fee rules of packages/domain/src/fees.ts, the fee recorded on success), the
 * platform keeps the fee as its commission. A merchant iyzico has not registered yet cannot be paid
 * (merchant_not_ready): taking the money on the platform's account instead is what decision 011 rules out.
 */
export async function marketplaceSplitFor(
  db: Executor,
  merchantId: string,
  amount: number,
): Promise<MarketplaceSplit> {
  const [row] = await db
    .select({ subMerchantKey: subMerchants.subMerchantKey })
    .from(subMerchants)
    .where(
      and(
        eq(subMerchants.merchantId, merchantId),
        isNotNull(subMerchants.subMerchantKey),
        gt(subMerchants.syncedVersion, 0),
      ),
    );
  if (!row?.subMerchantKey) throw new AppError('merchant_not_ready');
  return { subMerchantKey: row.subMerchantKey, subMerchantPriceMinor: computeFee(amount).net };
}

/** Written with the payment, before the acquirer is asked: what the basket item says. */
export async function insertMarketplaceItem(
  db: Executor,
  item: { paymentId: string; merchantId: string; price: number; currency: string; split: MarketplaceSplit },
): Promise<void> {
  await db.insert(marketplaceItems).values({
    paymentId: item.paymentId,
    merchantId: item.merchantId,
    subMerchantKey: item.split.subMerchantKey,
    price: item.price,
    subMerchantPrice: item.split.subMerchantPriceMinor,
    currency: item.currency,
  });
}

export async function splitOfPayment(db: Executor, paymentId: string): Promise<MarketplaceSplit | undefined> {
  const [row] = await db.select().from(marketplaceItems).where(eq(marketplaceItems.paymentId, paymentId));
  return row
    ? { subMerchantKey: row.subMerchantKey, subMerchantPriceMinor: row.subMerchantPrice }
    : undefined;
}

/** The charge succeeded: the acquirer's id of the item, in the transaction that records the success. */
export async function recordChargedItems(
  db: Executor,
  payment: { id: string; availableAt: Date | null },
  items: ChargedItem[],
  now: Date,
) {
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
