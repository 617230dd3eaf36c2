/** Currencies a payment link can charge in. */
export const linkCurrencies = ['USD', 'EUR', 'GBP'] as const;
export type LinkCurrency = (typeof linkCurrencies)[number];

const minorDigits: Record<string, number> = { USD: 2, EUR: 2, GBP: 2, TRY: 2, CAD: 2, AUD: 2, JPY: 0 };

export function minorUnitDigits(currency: string): number {
  return minorDigits[currency] ?? 2;
}

/** 1.00 and 1,000,000.00 in minor units: the bounds of one charge. */
export const MIN_CHARGE_MINOR = 100;
export const MAX_CHARGE_MINOR = 100_000_000;

const decimalPattern = /^(\d{1,15})(?:[.,](\d{1,2}))?$/;

/**
 * Parses a decimal typed by a person ("49.99", "49,99", "50") into minor units without floats.
 * Returns null for anything that is not a plain non-negative decimal with at most two places.
 */
export function parseDecimalToMinor(input: string, currency = 'USD'): number | null {
  const match = decimalPattern.exec(input.trim());
  if (!match) return null;
  const digits = minorUnitDigits(currency);
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > digits) return null;
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(minor);
}

/** Minor units to a plain decimal string ("4999" -> "49.99"), for CSV and form fields. */
export function minorToDecimalString(amount: number, currency = 'USD'): string {
  const digits = minorUnitDigits(currency);
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount).toString();
  if (digits === 0) return sign + abs;
  const padded = abs.padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}
