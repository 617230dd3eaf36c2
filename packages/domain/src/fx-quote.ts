import { divideHalfUp, RATE_SCALE, rateToScaled, scaledToDecimal } from './fx.ts';

/** The spread is kept in hundredths of a percent (basis points): 1.0% is 100. */
export const BASIS_POINTS = 10_000n;

/** "1.0" (percent, at most two decimals) -> 100 basis points. */
export function spreadBasisPoints(percent: string): number {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!match) throw new RangeError(`not a spread percent: ${percent}`);
  const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (points >= 10_000) throw new RangeError(`spread of 100% or more: ${percent}`);
  return points;
}

export interface ConversionFigures {
  /** The reference rate (TCMB's or a manual one), lira per unit, six places. */
  referenceRate: string;
  /** The reference rate less the spread, rounded half up to six places: what the merchant gets. */
  appliedRate: string;
  spreadBasisPoints: number;
  /** Lira at the reference rate less lira at the applied rate, in kuruş. */
  spreadMinor: number;
  /** The fee taken from the lira, in kuruş. */
  feeMinor: number;
  /** What reaches the merchant's lira account, in kuruş. */
  tryAmountMinor: number;
}

/**
 * Converts `amountMinor` of a two-decimal currency to lira. Every step is integer arithmetic
 * (bigint): minor units of the currency times a rate scaled by 10^6 give kuruş scaled by 10^6,
 * rounded half up once per figure. Lira at the reference rate minus lira at the applied rate is
 * the spread in lira, so the three figures shown always add up.
 */
export function convertToLira(input: {
  amountMinor: number;
  referenceRate: string;
  spreadBasisPoints: number;
  feeMinor: number;
}): ConversionFigures {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
    throw new RangeError(`bad amount: ${input.amountMinor}`);
  const reference = rateToScaled(input.referenceRate);
  const applied = divideHalfUp(reference * (BASIS_POINTS - BigInt(input.spreadBasisPoints)), BASIS_POINTS);
  const amount = BigInt(input.amountMinor);
  const atReference = divideHalfUp(amount * reference, RATE_SCALE);
  const atApplied = divideHalfUp(amount * applied, RATE_SCALE);
  const tryAmount = atApplied - BigInt(input.feeMinor);
  return {
    referenceRate: scaledToDecimal(reference),
    appliedRate: scaledToDecimal(applied),
    spreadBasisPoints: input.spreadBasisPoints,
    spreadMinor: Number(atReference - atApplied),
    feeMinor: input.feeMinor,
    tryAmountMinor: Number(tryAmount),
  };
}
