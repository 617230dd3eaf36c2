import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CHARGE_MINOR, minorToDecimalString, parseDecimalToMinor } from './money.ts';

describe('parseDecimalToMinor', () => {
  it('parses plain decimals with a dot or a comma', () => {
    expect(parseDecimalToMinor('49.99')).toBe(4999);
    expect(parseDecimalToMinor('49,9')).toBe(4990);
    expect(parseDecimalToMinor('50')).toBe(5000);
    expect(parseDecimalToMinor(' 1000000.00 ')).toBe(100_000_000);
    expect(parseDecimalToMinor('0.1')).toBe(10);
  });

  it('refuses more than two places, signs, exponents and text', () => {
    for (const bad of ['1.999', '-1', '1e3', 'abc', '', '1.2.3', '0x10', '1,000.00', 'NaN']) {
      expect(parseDecimalToMinor(bad)).toBeNull();
    }
  });

  it('agrees with integer arithmetic for every whole and fraction, never through floats', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        (whole, cents) => {
          const text = `${whole}.${cents.toString().padStart(2, '0')}`;
          expect(parseDecimalToMinor(text)).toBe(whole * 100 + cents);
        },
      ),
    );
  });

  it('round-trips through minorToDecimalString', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CHARGE_MINOR * 10 }), (minor) => {
        expect(parseDecimalToMinor(minorToDecimalString(minor))).toBe(minor);
      }),
    );
  });
});
