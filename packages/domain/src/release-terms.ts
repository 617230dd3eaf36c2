/**
 * Release terms (decision 013): a short release delay plus a rolling reserve. A payment's net less
 * its reserve is released `releaseDelayDays` after the payment succeeds; the reserve is held until
 * `reserveDays` after it (never before the rest).
 */
export interface ReleaseTerms {
  releaseDelayDays: number;
  /** The reserve's share of the net, in basis points (1000 = 10 %). */
  reserveBasisPoints: number;
  reserveDays: number;
}

/** The longest delay or reserve window an operator or admin may set, in days. */
export const MAX_RELEASE_DAYS = 540;

/** The reserve held of `net`: its share rounded half up to the minor unit, never more than `net`. */
export function reserveOf(net: number, reserveBasisPoints: number): number {
  if (!Number.isSafeInteger(net) || net < 0) throw new RangeError(`invalid net ${net}`);
  return Math.min(net, Math.floor((net * reserveBasisPoints + 5_000) / 10_000));
}

/** When the share and the reserve of a payment that succeeded at `succeededAt` are released. */
export function releaseDates(
  succeededAt: Date,
  terms: Pick<ReleaseTerms, 'releaseDelayDays' | 'reserveDays'>,
) {
  const day = 86_400_000;
  const shareAt = new Date(succeededAt.getTime() + terms.releaseDelayDays * day);
  const reserveAt = new Date(
    succeededAt.getTime() + Math.max(terms.reserveDays, terms.releaseDelayDays) * day,
  );
  return { shareAt, reserveAt };
}
