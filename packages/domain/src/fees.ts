import { FEE_BASIS_POINTS, FEE_FIXED_MINOR } from './constants.ts';

export interface FeeBreakdown {
  amount: number;
  fee: number;
  net: number;
}

/** Fee of one successful payment: 2.9% rounded half up to the minor unit, plus 30 minor units. */
export function computeFee(amount: number): FeeBreakdown {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`invalid amount ${amount}`);
  const percentage = Math.floor((amount * FEE_BASIS_POINTS + 5_000) / 10_000);
  const fee = Math.min(amount, percentage + FEE_FIXED_MINOR);
  return { amount, fee, net: amount - fee };
}

/** "2.9%" in the reader's locale is formatted by the app; this is the plain figure. */
export const feePercent = FEE_BASIS_POINTS / 100;
