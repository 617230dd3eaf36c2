import { istanbulDay } from './business-days.ts';

/**
 * Export records (docs/export.md): the customs tariff code of a product and the export
 * proceeds deadline. Records kept for the merchant; Köprü decides none of their legal effects.
 */

/** A GTİP (Gümrük Tarife İstatistik Pozisyonu) code has 12 digits in Türkiye. */
export const GTIP_DIGITS = 12;

/** The typed code without dots and spaces (6109.10.00.00.00 -> 610910000000), or null when not 12 digits. */
export function normaliseGtip(text: string): string | null {
  const digits = text.replace(/[\s.]/g, '');
  return /^\d{12}$/.test(digits) ? digits : null;
}

/** 610910000000 -> 6109.10.00.00.00, the way the tariff and the declarations write it. */
export function formatGtip(digits: string): string {
  if (!/^\d{12}$/.test(digits)) return digits;
  return [
    digits.slice(0, 4),
    digits.slice(4, 6),
    digits.slice(6, 8),
    digits.slice(8, 10),
    digits.slice(10),
  ].join('.');
}

/** Export proceeds are to be brought home within this many days of the sale. */
export const PROCEEDS_DAYS = 180;

/** The days before the deadline on which the merchant is warned by e-mail, largest first. */
export const PROCEEDS_WARNING_DAYS = [30, 7] as const;
export type ProceedsWarningDays = (typeof PROCEEDS_WARNING_DAYS)[number];

const DAY_MS = 86_400_000;

function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date) / DAY_MS;
}

function dayText(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

/** The last day to bring the proceeds of a sale made on `saleDay` (Istanbul date) home. */
export function proceedsDeadline(saleDay: string): string {
  return dayText(dayNumber(saleDay) + PROCEEDS_DAYS);
}

/** Calendar days from `today` to the deadline of a sale of `saleDay`, both Istanbul dates; negative once past. */
export function proceedsDaysLeft(saleDay: string, today: string): number {
  return dayNumber(proceedsDeadline(saleDay)) - dayNumber(today);
}

/** The same, for a sale at the instant `soldAt` seen at the instant `now`, both counted in Istanbul. */
export function proceedsDaysLeftAt(soldAt: Date, now: Date): number {
  return proceedsDaysLeft(istanbulDay(soldAt), istanbulDay(now));
}

/** Loose checks of what the merchant types later; formats vary by carrier and year. */
export const INVOICE_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,29}$/;
export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9 -]{4,39}$/;
/** ETGB numbers look like 24341300EX000123 (year, customs office, EX, sequence); loosely: 10-24 letters and digits. */
export const ETGB_NUMBER_PATTERN = /^[A-Z0-9]{10,24}$/;
