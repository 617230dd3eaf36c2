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

/** Minor units to a plain decimal string ("4999" -> "49.99"), for CSV and form fields. */
export function minorToDecimalString(amount: number, currency = 'USD'): string {
  const digits = minorUnitDigits(currency);
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount).toString();
  if (digits === 0) return sign + abs;
  const padded = abs.padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}
