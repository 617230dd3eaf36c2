import type { AcquirerPayoutItem } from '@kopru/domain/schemas/acquirer-payout';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { acquirerItemFigures } from '../../db/schema/acquirer-item-figures.ts';
import { marketplaceItems } from '../../db/schema/marketplace-items.ts';
import { marketplaceReserveItems } from '../../db/schema/marketplace-reserve-items.ts';
import { reserveItemIdOf } from '../../ports.ts';
import { convertedOf, trimmedDecimal } from '../release-terms/acquirer-parts.ts';

/**
 * Marketplace mode: how iyzico pays the merchant each item of a payment (its share, its reserve),
 * from iyzico's figures (acquirer_item_figures) and our release of each item. A payment without a
 * marketplace item (platform mode, the sandbox) has none: iyzico pays the platform, not the merchant.
 */
export async function acquirerPayoutOf(
  db: Executor,
  payment: { id: string; availableAt: Date | null; reserveReleaseAt: Date | null },
): Promise<AcquirerPayoutItem[]> {
  const [item] = await db.select().from(marketplaceItems).where(eq(marketplaceItems.paymentId, payment.id));
  if (!item) return [];
  const [reserve] = await db
    .select()
    .from(marketplaceReserveItems)
    .where(eq(marketplaceReserveItems.paymentId, payment.id));
  const figures = await db
    .select()
    .from(acquirerItemFigures)
    .where(eq(acquirerItemFigures.paymentId, payment.id));
  const shown = (kind: 'payment' | 'reserve', releaseAt: Date | null, releasedAt: Date | null) => {
    const row = figures.find(
      (f) => f.itemId === (kind === 'payment' ? payment.id : reserveItemIdOf(payment.id)),
    );
    if (!row) return [];
    return [
      {
        item: kind,
        releaseAt: releaseAt?.toISOString() ?? null,
        releasedAt: releasedAt?.toISOString() ?? null,
        blockageResolvedDate: row.blockageResolvedDate,
        amount: trimmedDecimal(row.subMerchantPayoutAmount),
        currency: row.currency,
        converted: convertedOf(row),
      },
    ];
  };
  return [
    ...shown('payment', payment.availableAt, item.releasedAt),
    ...(reserve ? shown('reserve', payment.reserveReleaseAt, reserve.releasedAt) : []),
  ];
}
