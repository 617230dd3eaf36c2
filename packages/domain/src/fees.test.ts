import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFee } from './fees.ts';
import { MAX_CHARGE_MINOR, MIN_CHARGE_MINOR } from './money.ts';

describe('computeFee', () => {
  it.each([
    [10_000, 320, 9_680],
    [4_999, 175, 4_824],
    [500, 45, 455],
    [1_500, 74, 1_426],
    [100, 33, 67],
    [100_000_000, 2_900_030, 97_099_970],
  ])('charges %i minor units a fee of %i and pays out %i', (amount, fee, net) => {
    expect(computeFee(amount)).toEqual({ amount, fee, net });
  });

  it('always splits the amount exactly into fee and net', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_CHARGE_MINOR, max: MAX_CHARGE_MINOR }), (amount) => {
        const { fee, net } = computeFee(amount);
        expect(fee + net).toBe(amount);
        expect(fee).toBeGreaterThan(0);
        expect(net).toBeGreaterThan(0);
      }),
    );
  });

  it('refuses fractional or negative amounts', () => {
    expect(() => computeFee(1.5)).toThrow(RangeError);
    expect(() => computeFee(-1)).toThrow(RangeError);
  });
});
