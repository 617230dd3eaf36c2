import { describe, expect, it } from 'vitest';
import { nextLookup, RECONCILE_MAX_ATTEMPTS } from './reconcile-backoff.ts';

describe('reconcile back-off', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  const minutes = (next: ReturnType<typeof nextLookup>) =>
    next.reconcileAfter ? (next.reconcileAfter.getTime() - now.getTime()) / 60_000 : null;

  it('doubles the wait from one minute up to six hours', () => {
    expect([0, 1, 2, 8, 9, 10].map((n) => minutes(nextLookup(n, now)))).toEqual([1, 2, 4, 256, 360, 360]);
  });

  it('stops after the last attempt and leaves the object to an admin', () => {
    const last = nextLookup(RECONCILE_MAX_ATTEMPTS - 1, now);
    expect(last).toEqual({
      reconcileAttempts: RECONCILE_MAX_ATTEMPTS,
      reconcileAfter: null,
      reviewSince: now,
    });
    expect(nextLookup(RECONCILE_MAX_ATTEMPTS - 2, now).reviewSince).toBeNull();
  });

  it('asks for about a day in all before giving up', () => {
    let total = 0;
    for (let n = 0; n < RECONCILE_MAX_ATTEMPTS - 1; n += 1) total += minutes(nextLookup(n, now)) ?? 0;
    expect(total / 60).toBeGreaterThan(20);
    expect(total / 60).toBeLessThan(30);
  });
});
