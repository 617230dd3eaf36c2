import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrand, cardProblems, expiryValid, formatCardNumber, formatExpiry, luhnValid } from './card.ts';

describe('card checks', () => {
  it('accepts the sandbox test cards and refuses a changed digit', () => {
    for (const n of [
      '4242424242424242',
      '4000000000000002',
      '4000000000009995',
      '4000000000000069',
      '4000000000000127',
    ]) {
      expect(luhnValid(n)).toBe(true);
    }
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
  });

  it('detects a single wrong digit in any valid number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = '4242424242424242'.split('').map(Number);
        digits[position] = ((digits[position] ?? 0) + delta) % 10;
        expect(luhnValid(digits.join(''))).toBe(false);
      }),
    );
  });

  it('groups digits as typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42')).toBe('4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatExpiry('0428')).toBe('04/28');
  });

  it('knows the brand', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
  });

  it('treats an expiry as valid through the end of its month', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(expiryValid('11/26', now)).toBe(true);
    expect(expiryValid('10/26', now)).toBe(false);
    expect(expiryValid('13/27', now)).toBe(false);
    expect(expiryValid('1/27', now)).toBe(false);
  });

  it('reports each problem with a translation key', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(cardProblems({ cardNumber: '', expiry: '', cvc: '', cardholderName: ' ' }, now)).toEqual({
      cardNumber: 'validation.required',
      expiry: 'validation.required',
      cvc: 'validation.required',
      cardholderName: 'validation.required',
    });
    expect(
      cardProblems(
        { cardNumber: '4242 4242 4242 4241', expiry: '01/20', cvc: '12', cardholderName: 'A B' },
        now,
      ),
    ).toEqual({
      cardNumber: 'checkout.errors.cardNumber',
      expiry: 'checkout.errors.expiry',
      cvc: 'checkout.errors.cvc',
    });
    expect(
      cardProblems(
        { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', cardholderName: 'Jane Doe' },
        now,
      ),
    ).toEqual({});
  });
});
