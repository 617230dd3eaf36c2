import { linkCurrencies } from './money.ts';

/**
 * Exchange rates to Turkish lira (docs/fx.md). A rate is lira per one unit of the foreign
 * currency, kept as an exact decimal with RATE_DECIMALS places: as a string in the database and
 * on the wire ("34.567800"), as a scaled bigint (34567800n) for arithmetic. Never a float.
 */
export const RATE_DECIMALS = 6;
export const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);

/** The currencies a balance can be converted from: every currency a link charges in. */
export const rateCurrencies = linkCurrencies;
export type RateCurrency = (typeof rateCurrencies)[number];

export const rateSources = ['tcmb', 'manual'] as const;
export type RateSourceName = (typeof rateSources)[number];

/** The largest rate accepted (lira per unit): far above any real one, to catch a slipped digit. */
export const MAX_RATE = '1000000';

/** A positive decimal with at most RATE_DECIMALS places, no sign, no exponent. */
export const rateText = new RegExp(`^\\d{1,7}(\\.\\d{1,${RATE_DECIMALS}})?$`);

/** Parses a decimal text to a bigint scaled by 10^decimals; throws when it has more places. */
export function decimalToScaled(text: string, decimals = RATE_DECIMALS): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`not a decimal: ${text}`);
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) throw new RangeError(`more than ${decimals} decimal places: ${text}`);
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

/** A scaled bigint back to its decimal text, with exactly `decimals` places. */
export function scaledToDecimal(value: bigint, decimals = RATE_DECIMALS): string {
  const sign = value < 0n ? '-' : '';
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, '0');
  if (decimals === 0) return sign + digits;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** a / b rounded half up (a, b >= 0, b > 0). */
export function divideHalfUp(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (2n * b);
}

/** A rate's text as the scaled bigint (lira per unit x 10^RATE_DECIMALS). */
export function rateToScaled(rate: string): bigint {
  return decimalToScaled(rate, RATE_DECIMALS);
}

/** The rate per one unit when a source quotes per `unit` units (TCMB quotes JPY per 100). */
export function ratePerUnit(quoted: string, unit: number): string {
  if (!Number.isSafeInteger(unit) || unit < 1) throw new RangeError(`bad unit: ${unit}`);
  // Quoted rates have at most RATE_DECIMALS places; dividing by the unit rounds half up.
  return scaledToDecimal(divideHalfUp(decimalToScaled(quoted, RATE_DECIMALS), BigInt(unit)));
}

/** Whether a rate text is acceptable: the pattern, above zero and at most MAX_RATE. */
export function isValidRate(text: string): boolean {
  if (!rateText.test(text)) return false;
  const scaled = rateToScaled(text);
  return scaled > 0n && scaled <= rateToScaled(MAX_RATE);
}
