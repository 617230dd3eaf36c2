import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertToLira, spreadBasisPoints } from './fx-quote.ts';

describe('converting a payout to lira', () => {
  it('applies the spread to the rate and shows it in lira', () => {
    // 1,000.00 USD at 42.4415 is 42,441.50 TRY; less 1.0% the rate is 42.017085 and the lira
    // 42,017.085, rounded half up to 42,017.09; the spread is the 424.41 TRY between them.
    expect(
      convertToLira({
        amountMinor: 100_000,
        referenceRate: '42.441500',
        spreadBasisPoints: 100,
        feeMinor: 0,
      }),
    ).toEqual({
      referenceRate: '42.441500',
      appliedRate: '42.017085',
      spreadBasisPoints: 100,
      spreadMinor: 42_441,
      feeMinor: 0,
      tryAmountMinor: 4_201_709,
    });
  });

  it('rounds half up to the kuruş, once per figure', () => {
    // 0.01 USD at 42.441500: 0.424415 TRY -> 0.42 at the reference; applied 42.017085 -> 0.42017085 -> 0.42.
    const cent = convertToLira({
      amountMinor: 1,
      referenceRate: '42.441500',
      spreadBasisPoints: 100,
      feeMinor: 0,
    });
    expect(cent.tryAmountMinor).toBe(42);
    expect(cent.spreadMinor).toBe(0);
    // 0.50 at 1.000001 (0.50000050 TRY) stays 50 kuruş; 0.50 at 1.00001 (0.5000050) rounds to 50 too.
    expect(
      convertToLira({ amountMinor: 50, referenceRate: '1.000010', spreadBasisPoints: 0, feeMinor: 0 })
        .tryAmountMinor,
    ).toBe(50);
    // 1.01 at 0.5 is 0.505 TRY: half up to 51 kuruş.
    expect(
      convertToLira({ amountMinor: 101, referenceRate: '0.5', spreadBasisPoints: 0, feeMinor: 0 })
        .tryAmountMinor,
    ).toBe(51);
    // The applied rate rounds half up too: 1.000005 less 50% is 0.5000025 -> 0.500003.
    expect(
      convertToLira({ amountMinor: 100, referenceRate: '1.000005', spreadBasisPoints: 5_000, feeMinor: 0 })
        .appliedRate,
    ).toBe('0.500003');
  });

  it('takes the fee from the lira', () => {
    const figures = convertToLira({
      amountMinor: 100_000,
      referenceRate: '42.441500',
      spreadBasisPoints: 100,
      feeMinor: 2_500,
    });
    expect(figures.tryAmountMinor).toBe(4_201_709 - 2_500);
    expect(figures.spreadMinor).toBe(42_441);
    expect(figures.feeMinor).toBe(2_500);
  });

  it('keeps reference = applied + spread exactly for any amount and rate, far beyond float precision', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9_000_000_000 }),
        fc.bigInt({ min: 1n, max: 999_999_999_999n }),
        fc.integer({ min: 0, max: 9_999 }),
        (amountMinor, scaledRate, points) => {
          const rate = `${scaledRate / 1_000_000n}.${(scaledRate % 1_000_000n).toString().padStart(6, '0')}`;
          const f = convertToLira({
            amountMinor,
            referenceRate: rate,
            spreadBasisPoints: points,
            feeMinor: 0,
          });
          const atReference = (BigInt(amountMinor) * scaledRate * 2n + 1_000_000n) / 2_000_000n;
          expect(BigInt(f.tryAmountMinor + f.spreadMinor)).toBe(atReference);
          expect(f.spreadMinor).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('reads the spread setting as basis points', () => {
    expect(spreadBasisPoints('1.0')).toBe(100);
    expect(spreadBasisPoints('0.25')).toBe(25);
    expect(spreadBasisPoints('2')).toBe(200);
    expect(() => spreadBasisPoints('1.005')).toThrow(RangeError);
    expect(() => spreadBasisPoints('100')).toThrow(RangeError);
  });
});
