import { istanbulDay } from '@kopru/domain/business-days';
import { proceedsDaysLeft, proceedsDeadline } from '@kopru/domain/export';
import { divideHalfUp, RATE_SCALE, rateToScaled } from '@kopru/domain/fx';
import type { ExportRecord } from '@kopru/domain/schemas/export-records';

type Proceeds = ExportRecord['proceeds'];

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

/**
 * Marketplace mode: the day iyzico pays the last of the sale's items into the merchant's bank,
 * once we released them all and iyzico gave each its date; null before (docs/export.md).
 */
export function acquirerPaysOn(acquirerItems: string): string | null {
  const [items = 0, released = 0, dated = 0] = acquirerItems.split('|', 3).map(Number);
  const day = acquirerItems.split('|')[3] ?? '';
  return items > 0 && released === items && dated === items && day ? day : null;
}

const paidByAcquirer = (acquirerItems: string) => !acquirerItems.startsWith('0|');

/** The 180-day tracker of a sale: paid payouts (platform mode) or what iyzico paid (marketplace). */
export function proceedsOf(row: ExportRecordWithFigures, saleDate: string, today: string): Proceeds {
  const base = { deadline: proceedsDeadline(saleDate), daysLeft: proceedsDaysLeft(saleDate, today) };
  if (!paidByAcquirer(row.acquirerItems))
    return { ...base, carried: carriedHome(row), by: 'payouts', acquirerPaysOn: null };
  const paysOn = acquirerPaysOn(row.acquirerItems);
  return { ...base, carried: paysOn !== null && paysOn <= today, by: 'acquirer', acquirerPaysOn: paysOn };
}

/**
 * Whether the merchant is warned: the money is neither home nor, in marketplace mode, released
 * with iyzico's date on or before the deadline. Money iyzico has paid or will pay in time is not.
 */
export function proceedsAtRisk(proceeds: Proceeds): boolean {
  if (proceeds.carried) return false;
  return !(proceeds.acquirerPaysOn && proceeds.acquirerPaysOn <= proceeds.deadline);
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
    proceeds: proceedsOf(row, saleDate, istanbulDay(now)),
  };
}
