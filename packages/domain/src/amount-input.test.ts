import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountExamples, formatAmountInput, parseAmount } from './amount-input.ts';
import { MAX_CHARGE_MINOR } from './money.ts';

const minor = (input: string, locale: string, currency?: string) => {
  const result = parseAmount(input, locale, currency);
  return result.ok ? result.minor : result.reason;
};

describe('parseAmount', () => {
  it('reads what a Turkish user types', () => {
    for (const text of ['1250,50', '1.250,50', '1250.50', ' 1.250,5 ']) {
      expect(minor(text, 'tr')).toBe(125050);
    }
    expect(minor('2.400,00', 'tr')).toBe(240000);
    expect(minor('1.000.000,00', 'tr')).toBe(100_000_000);
    expect(minor('1.250', 'tr')).toBe(125000);
    expect(minor('49,99', 'tr')).toBe(4999);
    expect(minor('50', 'tr')).toBe(5000);
  });

  it('reads what an English user types', () => {
    expect(minor('1,250.50', 'en')).toBe(125050);
    expect(minor('1250.50', 'en')).toBe(125050);
    expect(minor('1,000,000', 'en')).toBe(100_000_000);
    expect(minor('0.1', 'en')).toBe(10);
  });

  it('refuses what could be read two ways', () => {
    for (const text of ['1,250', '1.250.50', '1,250.50', '1,234,567'])
      expect(minor(text, 'tr')).toBe('ambiguous');
    for (const text of ['1.250', '1.250,50', '1,250,50']) expect(minor(text, 'en')).toBe('ambiguous');
  });

  it('refuses malformed text, signs and too many places', () => {
    for (const text of ['-1', '1e3', 'abc', '0x10', '.5', '1.', 'NaN']) {
      expect(minor(text, 'tr')).toBe('invalid');
      expect(minor(text, 'en')).toBe('invalid');
    }
    for (const text of ['12.34.567', '1.2345']) expect(parseAmount(text, 'en').ok).toBe(false);
    expect(minor('', 'tr')).toBe('empty');
    expect(minor('12.5', 'en', 'JPY')).toBe('places');
    expect(minor('1250', 'en', 'JPY')).toBe(1250);
  });

  it('parses what formatAmountInput writes, in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_CHARGE_MINOR * 100 }),
        fc.constantFrom('en', 'tr'),
        (value, locale) => {
          expect(minor(formatAmountInput(value, locale), locale)).toBe(value);
        },
      ),
    );
  });

  it('gives every accepted example the same amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: MAX_CHARGE_MINOR * 100 }),
        fc.constantFrom('en', 'tr'),
        (value, locale) => {
          for (const form of amountExamples(locale, value)) expect(minor(form, locale)).toBe(value);
        },
      ),
    );
  });

  it('refuses a decimal mark followed by three digits in the other language', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 999 }), (head, tail) => {
        const three = tail.toString().padStart(3, '0');
        expect(minor(`${head},${three}`, 'tr')).toBe('ambiguous');
        expect(minor(`${head}.${three}`, 'en')).toBe('ambiguous');
      }),
    );
  });
});

describe('formatAmountInput', () => {
  it('writes the locale separators', () => {
    expect(formatAmountInput(121394, 'tr')).toBe('1.213,94');
    expect(formatAmountInput(121394, 'en')).toBe('1,213.94');
    expect(formatAmountInput(5, 'tr')).toBe('0,05');
    expect(formatAmountInput(1250, 'en', 'JPY')).toBe('1,250');
  });

  it('lists the accepted forms', () => {
    expect(amountExamples('tr')).toEqual(['1.250,50', '1250,50', '1250.50']);
    expect(amountExamples('en')).toEqual(['1,250.50', '1250.50']);
  });
});
