import { istanbulDay } from '@kopru/domain/business-days';
import { proceedsDaysLeft, proceedsDeadline } from '@kopru/domain/export';
import { divideHalfUp, RATE_SCALE, rateToScaled } from '@kopru/domain/fx';
import type { ExportRecord } from '@kopru/domain/schemas/export-records';
import type { ExportRecordWithFigures } from './repository.ts';

/** Minor units of a two-decimal currency at a rate in lira per unit: kuruş, rounded half up once. */
export function liraAt(amountMinor: number, rate: string): number {
  return Number(divideHalfUp(BigInt(amountMinor) * rateToScaled(rate), RATE_SCALE));
}

function liraOf(amount: number, rateText: string | null): ExportRecord['lira'] {
  if (!rateText) return null;
  const [rate = '', rateDate = '', source] = rateText.split('|');
  return { amount: liraAt(amount, rate), rate, rateDate, source: source === 'manual' ? 'manual' : 'tcmb' };
}

/** Whether paid payouts of the currency carried this sale home: first in, first out (docs/export.md). */
export function carriedHome(row: Pick<ExportRecordWithFigures, 'netUpToSale' | 'paidOut' | 'paidAfterSale'>) {
  return row.paidAfterSale && BigInt(row.paidOut) >= BigInt(row.netUpToSale);
}

export function toExportRecord(row: ExportRecordWithFigures, now: Date): ExportRecord {
  const { record } = row;
  const soldAt = new Date(record.soldAt);
  const saleDate = istanbulDay(soldAt);
  return {
    paymentId: record.paymentId,
    transactionId: row.reference,
    soldAt: soldAt.toISOString(),
    saleDate,
    goods: record.goods,
    quantity: record.quantity,
    gtipCode: record.gtipCode,
    originCountry: record.originCountry,
    buyerName: record.buyerName,
    buyerEmail: record.buyerEmail,
    buyerCountry: record.buyerCountry,
    amount: Number(record.amount),
    currency: record.currency,
    lira: liraOf(Number(record.amount), row.rate),
    amountRefunded: Number(row.amountRefunded),
    invoiceNumber: record.invoiceNumber,
    trackingNumber: record.trackingNumber,
    etgbNumber: record.etgbNumber,
    proceeds: {
      deadline: proceedsDeadline(saleDate),
      daysLeft: proceedsDaysLeft(saleDate, istanbulDay(now)),
      carried: carriedHome(row),
    },
  };
}
