import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalToScaled, divideHalfUp, isValidRate, ratePerUnit, scaledToDecimal } from './fx.ts';

describe('rates as exact decimals', () => {
  it('parses and prints without floats', () => {
    expect(decimalToScaled('42.4415')).toBe(42_441_500n);
    expect(decimalToScaled('0.000001')).toBe(1n);
    expect(scaledToDecimal(42_441_500n)).toBe('42.441500');
    expect(scaledToDecimal(1n)).toBe('0.000001');
    expect(scaledToDecimal(1234n, 2)).toBe('12.34');
  });

  it('round-trips any scaled value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (value) => {
        expect(decimalToScaled(scaledToDecimal(value))).toBe(value);
      }),
    );
  });

  it('refuses more places than it keeps', () => {
    expect(() => decimalToScaled('1.0000001')).toThrow(RangeError);
    expect(() => decimalToScaled('1e3')).toThrow(RangeError);
  });

  it('divides rounding half up', () => {
    expect(divideHalfUp(5n, 2n)).toBe(3n);
    expect(divideHalfUp(7n, 3n)).toBe(2n);
    expect(divideHalfUp(8n, 3n)).toBe(3n);
  });

  it('takes a rate quoted per 100 units to one unit', () => {
    expect(ratePerUnit('27.2594', 100)).toBe('0.272594');
    expect(ratePerUnit('27.2595', 1000)).toBe('0.027260');
    expect(ratePerUnit('42.4415', 1)).toBe('42.441500');
  });

  it('accepts positive rates up to the maximum only', () => {
    expect(isValidRate('42.4415')).toBe(true);
    expect(isValidRate('1000000')).toBe(true);
    expect(isValidRate('1000000.000001')).toBe(false);
    expect(isValidRate('0')).toBe(false);
    expect(isValidRate('0.0000001')).toBe(false);
    expect(isValidRate('-1')).toBe(false);
    expect(isValidRate('42,44')).toBe(false);
  });
});
