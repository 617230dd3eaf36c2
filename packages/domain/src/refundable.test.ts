import { describe, expect, it } from 'vitest';
import { refundAvailability } from './refundable.ts';

const paid = { status: 'succeeded', amount: 10_000, chargedBackAmount: 0 } as const;

describe('refundAvailability', () => {
  it('offers the amount less refunds pending or succeeded; failed ones give theirs back', () => {
    const refunds = [
      { amount: 1_000, status: 'succeeded' },
      { amount: 2_000, status: 'pending' },
      { amount: 4_000, status: 'failed' },
    ] as const;
    expect(refundAvailability(paid, refunds, [])).toEqual({ refundable: 7_000, limit: null });
  });

  it('offers nothing while a dispute is open, and says why only when something would be left', () => {
    expect(refundAvailability(paid, [], [{ status: 'needs_response' }])).toEqual({
      refundable: 0,
      limit: 'disputed',
    });
    expect(refundAvailability(paid, [], [{ status: 'under_review' }]).limit).toBe('disputed');
    expect(
      refundAvailability(paid, [{ amount: 10_000, status: 'succeeded' }], [{ status: 'needs_response' }]),
    ).toEqual({ refundable: 0, limit: null });
  });

  it('takes what a lost dispute charged back off what is left', () => {
    const lost = [{ status: 'lost' }] as const;
    expect(refundAvailability({ ...paid, chargedBackAmount: 10_000 }, [], lost)).toEqual({
      refundable: 0,
      limit: 'charged_back',
    });
    expect(
      refundAvailability(
        { ...paid, chargedBackAmount: 7_000 },
        [{ amount: 3_000, status: 'succeeded' }],
        lost,
      ),
    ).toEqual({ refundable: 0, limit: 'charged_back' });
    expect(
      refundAvailability({ ...paid, chargedBackAmount: 7_000 }, [{ amount: 3_000, status: 'failed' }], lost),
    ).toEqual({ refundable: 3_000, limit: 'partly_charged_back' });
  });

  it('a won dispute limits nothing', () => {
    expect(refundAvailability(paid, [], [{ status: 'won' }])).toEqual({ refundable: 10_000, limit: null });
  });

  it('offers nothing once the share was released to the acquirer, and says why when something was left', () => {
    const released = '2026-11-09T09:01:00.000Z';
    expect(refundAvailability(paid, [], [], released)).toEqual({ refundable: 0, limit: 'released' });
    expect(refundAvailability(paid, [{ amount: 10_000, status: 'succeeded' }], [], released)).toEqual({
      refundable: 0,
      limit: null,
    });
    expect(refundAvailability(paid, [], [], null)).toEqual({ refundable: 10_000, limit: null });
  });

  it('offers nothing on a payment that did not succeed', () => {
    expect(refundAvailability({ ...paid, status: 'failed' }, [], [])).toEqual({ refundable: 0, limit: null });
  });
});
