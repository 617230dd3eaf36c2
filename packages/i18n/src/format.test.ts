import { describe, expect, it } from 'vitest';
import {
  formatFileSize,
  formatList,
  formatMoney,
  formatNumberRange,
  formatPercent,
  toUpper,
} from './format.ts';

describe('formatters', () => {
  it('formats minor units in the reader locale', () => {
    expect(formatMoney(1_254_000, 'USD', 'en')).toBe('$12,540.00');
    expect(formatMoney(1_254_000, 'USD', 'tr')).toBe('$12.540,00');
    expect(formatMoney(4_999, 'EUR', 'tr')).toBe('€49,99');
  });

  it('formats the fee percentage and day ranges the Turkish way', () => {
    expect(formatPercent(2.9, 'en')).toBe('2.9%');
    expect(formatPercent(2.9, 'tr')).toBe('%2,9');
    expect(formatNumberRange(1, 2, 'en')).toBe('1–2');
    expect(formatNumberRange(3, 3, 'tr')).toBe('3');
    expect(formatList(['USD', 'EUR', 'GBP'], 'tr', 'disjunction')).toBe('USD, EUR veya GBP');
  });

  it('upper-cases Turkish with dotted and dotless i', () => {
    expect(toUpper('istanbul ılık', 'tr')).toBe('İSTANBUL ILIK');
    expect(toUpper('istanbul', 'en')).toBe('ISTANBUL');
  });

  it('formats file sizes in bytes, kilobytes and megabytes', () => {
    expect(formatFileSize(812, 'en')).toBe('812 B');
    expect(formatFileSize(48 * 1024, 'en')).toBe('48 kB');
    expect(formatFileSize(2.45 * 1024 * 1024, 'en')).toBe('2.5 MB');
    expect(formatFileSize(2.45 * 1024 * 1024, 'tr')).toBe('2,5 MB');
  });
});
