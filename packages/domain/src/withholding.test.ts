import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitWithholding, withholdingOf } from './withholding.ts';

describe('withholdingOf', () => {
  it('takes the rate of the amount, rounded half up to the minor unit', () => {
    expect(withholdingOf(10_000, 100)).toBe(100);
    expect(withholdingOf(4_990, 100)).toBe(50);
    expect(withholdingOf(4_949, 100)).toBe(49);
    expect(withholdingOf(4_950, 100)).toBe(50);
    expect(withholdingOf(100, 100)).toBe(1);
    expect(withholdingOf(49, 100)).toBe(0);
    expect(withholdingOf(10_000, 0)).toBe(0);
  });

  it('refuses a rate outside 0 to 100 % and an amount that is not a whole number of minor units', () => {
    expect(() => withholdingOf(100, -1)).toThrow(RangeError);
    expect(() => withholdingOf(100, 10_001)).toThrow(RangeError);
    expect(() => withholdingOf(1.5, 100)).toThrow(RangeError);
  });
});

describe('splitWithholding', () => {
  it("gives the reserve's item its proportional part and the share's item the rest", () => {
    // 100.00 at 1 %: 1.00 withheld; net 96.80, owed 95.80, reserve 10 % of it (9.58).
    expect(splitWithholding(100, { owed: 9_580, reserve: 958 })).toEqual({ share: 90, reserve: 10 });
    expect(splitWithholding(100, { owed: 9_580, reserve: 0 })).toEqual({ share: 100, reserve: 0 });
    expect(splitWithholding(0, { owed: 9_580, reserve: 958 })).toEqual({ share: 0, reserve: 0 });
    expect(splitWithholding(7, { owed: 1_000, reserve: 1_000 })).toEqual({ share: 0, reserve: 7 });
  });

  it('always adds up to the total, with no part below zero or above the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (total, owed, reserveBasisPoints) => {
          const reserve = Math.floor((owed * reserveBasisPoints) / 10_000);
          const split = splitWithholding(total, { owed, reserve });
          expect(split.share + split.reserve).toBe(total);
          expect(split.share).toBeGreaterThanOrEqual(0);
          expect(split.reserve).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
