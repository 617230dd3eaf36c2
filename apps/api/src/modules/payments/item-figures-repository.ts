import { getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { acquirerItemFigures } from '../../db/schema/acquirer-item-figures.ts';
import type { ChargedItem } from '../../ports.ts';

/**
 * iyzico's figures of a charged payment's items, one row per item: the same answer twice is one
 * row, a later answer overwrites the figures (iyzico's word is the last one read).
 */
export async function upsertItemFigures(
  db: Executor,
  payment: { id: string; merchantId: string; currency: string },
  items: ChargedItem[] | undefined,
  answeredAt: Date,
): Promise<void> {
  const rows = (items ?? []).flatMap(({ itemId, paymentTransactionId, figures }) => {
    if (!figures) return [];
    const { converted, ...own } = figures;
    return [
      {
        paymentId: payment.id,
        merchantId: payment.merchantId,
        currency: payment.currency,
        itemId,
        paymentTransactionId,
        ...own,
        convertedCurrency: converted?.currency ?? null,
        convertedRate: converted?.rate ?? null,
        convertedRateAmount: converted?.rateAmount ?? null,
        convertedPaidPrice: converted?.paidPrice ?? null,
        convertedCommissionRateAmount: converted?.commissionRateAmount ?? null,
        convertedCommissionFee: converted?.commissionFee ?? null,
        convertedMerchantPayoutAmount: converted?.merchantPayoutAmount ?? null,
        convertedSubMerchantPayoutAmount: converted?.subMerchantPayoutAmount ?? null,
        convertedBlockageRateAmountMerchant: converted?.blockageRateAmountMerchant ?? null,
        convertedBlockageRateAmountSubMerchant: converted?.blockageRateAmountSubMerchant ?? null,
        answeredAt,
      },
    ];
  });
  if (rows.length === 0) return;
  const kept = new Set(['paymentId', 'itemId', 'merchantId', 'currency', 'createdAt', 'updatedAt']);
  const overwritten = Object.fromEntries(
    Object.entries(getTableColumns(acquirerItemFigures))
      .filter(([key]) => !kept.has(key))
      .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
  );
  await db
    .insert(acquirerItemFigures)
    .values(rows)
    .onConflictDoUpdate({
      target: [acquirerItemFigures.paymentId, acquirerItemFigures.itemId],
      set: { ...overwritten, updatedAt: answeredAt },
    });
}
