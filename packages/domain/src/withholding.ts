/**
 * The e-commerce withholding (decision 015): a rate of each sale's price that the intermediary
 * withholds from what it pays the seller and pays to the tax office (income and corporate tax law;
 * 1 % since 1 January 2025). Rates in basis points (100 = 1 %).
 */

/** The tax withheld of a sale of `amount` minor units: rounded half up, never more than `amount`. */
export function withholdingOf(amount: number, basisPoints: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`invalid amount ${amount}`);
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000)
    throw new RangeError(`invalid rate ${basisPoints}`);
  return Math.min(amount, Math.floor((amount * basisPoints + 5_000) / 10_000));
}

/**
 * A payment's withholding split between its two basket items in marketplace mode (the share's
 * item and the reserve's, decision 013): the reserve's part in proportion to the reserve's share
 * of what the merchant is owed (`owed`, the net less the withholding), rounded half up; the share's
 * item takes the rest, so the two add up to `total` exactly.
 */
export function splitWithholding(
  total: number,
  { owed, reserve }: { owed: number; reserve: number },
): { share: number; reserve: number } {
  if (total === 0 || reserve === 0 || owed <= 0) return { share: total, reserve: 0 };
  const ofReserve = Math.min(total, Math.floor((total * reserve * 2 + owed) / (owed * 2)));
  return { share: total - ofReserve, reserve: ofReserve };
}
