import type { AcquirerPart } from '@kopru/domain/schemas/release-terms';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { acquirerItemFigures } from '../../db/schema/acquirer-item-figures.ts';
import { reserveItemIdOf } from '../../ports.ts';

/** numeric(24, 6) as Drizzle reads it ("422532.000000") without its trailing zeros. */
export const trimmedDecimal = (value: string | null) =>
  value === null ? null : value.replace(/\.?0+$/, '') || '0';

type FiguresRow = typeof acquirerItemFigures.$inferSelect;

/** iyzico's conversion of an item (convertedPayout), when it pays in another currency at a rate. */
export function convertedOf(row: FiguresRow): AcquirerPart['converted'] {
  const rate = trimmedDecimal(row.convertedRate);
  if (!row.convertedCurrency || row.convertedCurrency === row.currency || !rate || rate === '0') return null;
  return {
    currency: row.convertedCurrency,
    rate,
    amount: trimmedDecimal(row.convertedSubMerchantPayoutAmount),
  };
}

/**
 * Marketplace mode: iyzico's figures of each payment's share item and reserve item, read at once
 * for a list of payments: when iyzico pays each part (blockageResolvedDate) and any conversion.
 */
export async function acquirerPartsOf(
  db: Executor,
  paymentIds: string[],
): Promise<Map<string, { share: AcquirerPart | null; reserve: AcquirerPart | null }>> {
  const parts = new Map<string, { share: AcquirerPart | null; reserve: AcquirerPart | null }>();
  if (paymentIds.length === 0) return parts;
  const rows = await db
    .select()
    .from(acquirerItemFigures)
    .where(inArray(acquirerItemFigures.paymentId, paymentIds));
  const partOf = (row: FiguresRow | undefined): AcquirerPart | null =>
    row ? { paysFrom: row.blockageResolvedDate, converted: convertedOf(row) } : null;
  for (const paymentId of paymentIds) {
    const of = (itemId: string) => rows.find((row) => row.paymentId === paymentId && row.itemId === itemId);
    parts.set(paymentId, { share: partOf(of(paymentId)), reserve: partOf(of(reserveItemIdOf(paymentId))) });
  }
  return parts;
}
