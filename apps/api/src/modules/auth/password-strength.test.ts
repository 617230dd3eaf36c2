import { describe, expect, it } from 'vitest';
import { weakPasswordReason } from './password-strength.ts';

describe('weakPasswordReason', () => {
  it.each([
    ['qwerty12', 'validation.passwordCommon'],
    ['aaaaaaaa', 'validation.passwordRepeat'],
    ['abcdef12', 'validation.passwordSequence'],
    ['1987-05-12', 'validation.passwordDates'],
    ['bosphorus', 'validation.passwordWords'],
    ['Summer2024', 'validation.passwordWeak'],
  ])('refuses %s with %s', (password, reason) => {
    expect(weakPasswordReason(password)).toBe(reason);
  });

  it('refuses a password built on the account e-mail or names', () => {
    expect(weakPasswordReason('kapadokya1', ['info@kapadokya.com.tr'])).toBe('validation.passwordPersonal');
    expect(weakPasswordReason('kapadokya1')).toBeNull();
  });

  it('keeps six characters enough when they are random', () => {
    expect(weakPasswordReason('zq8#Lp')).toBeNull();
    expect(weakPasswordReason('kdjfhq')).toBeNull();
  });

  it('accepts the passphrases the demo and the tests use', () => {
    for (const password of ['Bosphorus-2026', 'Galata-Tower-99', 'E2E-admin-pass-2026', 'Kiz-Kulesi-42']) {
      expect(weakPasswordReason(password)).toBeNull();
    }
  });
});
