/**
 * How the reconcilers (payments, refunds) pace their questions to the acquirer when an answer
 * settles nothing (a timeout, a system error, "no record" of a payment that exists, a fraud
 * review): after the n-th such answer they wait FIRST_MS * 2^(n-1), at most CAP_MS, and after
 * MAX_ATTEMPTS answers they stop and leave the object to an admin (the reconciliation queue),
 * with what the acquirer said. About 20 hours in all: 1, 2, 4 ... 256 minutes, then 6 hours twice.
 */
export const RECONCILE_MAX_ATTEMPTS = 12;
const FIRST_MS = 60_000;
const CAP_MS = 6 * 3_600_000;

export interface NextLookup {
  reconcileAttempts: number;
  /** When to ask again; null once the attempts ran out. */
  reconcileAfter: Date | null;
  /** Set once the attempts ran out: from then on an admin decides. */
  reviewSince: Date | null;
}

export function nextLookup(previousAttempts: number, now: Date): NextLookup {
  const reconcileAttempts = previousAttempts + 1;
  if (reconcileAttempts >= RECONCILE_MAX_ATTEMPTS)
    return { reconcileAttempts, reconcileAfter: null, reviewSince: now };
  const wait = Math.min(FIRST_MS * 2 ** (reconcileAttempts - 1), CAP_MS);
  return { reconcileAttempts, reconcileAfter: new Date(now.getTime() + wait), reviewSince: null };
}
