import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount-input.ts';
import { MAX_CHARGE_MINOR, minorToDecimalString } from './money.ts';

describe('minorToDecimalString', () => {
  it('writes a plain decimal with a dot', () => {
    expect(minorToDecimalString(4999)).toBe('49.99');
    expect(minorToDecimalString(5)).toBe('0.05');
    expect(minorToDecimalString(-120)).toBe('-1.20');
    expect(minorToDecimalString(1250, 'JPY')).toBe('1250');
  });

  it('agrees with integer arithmetic for every whole and fraction, never through floats', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        (whole, cents) => {
          const text = `${whole}.${cents.toString().padStart(2, '0')}`;
          expect(parseAmount(text, 'en')).toEqual({ ok: true, minor: whole * 100 + cents });
          expect(parseAmount(text, 'tr')).toEqual({ ok: true, minor: whole * 100 + cents });
        },
      ),
    );
  });

  it('round-trips through parseAmount in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_CHARGE_MINOR * 10 }),
        fc.constantFrom('en', 'tr'),
        (minor, locale) => {
          expect(parseAmount(minorToDecimalString(minor), locale)).toEqual({ ok: true, minor });
        },
      ),
    );
  });
});
