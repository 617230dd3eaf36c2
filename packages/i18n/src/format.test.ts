import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatExactMoney,
  formatFileSize,
  formatList,
  formatMoney,
  formatNumberRange,
  formatPercent,
  formatRate,
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

  it('formats a rate exactly from its decimal text, and a rate date as the same day everywhere', () => {
    expect(formatRate('42.441500', 'tr')).toBe('42,4415');
    expect(formatExactMoney('422532', 'TRY', 'tr')).toBe('₺4.225,32');
    expect(formatExactMoney('34.9', 'TRY', 'en')).toBe('TRY\u00a00.349');
    expect(formatExactMoney('-20.2168', 'EUR', 'en')).toBe('-€0.202168');
    expect(formatExactMoney('5', 'USD', 'en')).toBe('$0.05');
    expect(formatExactMoney('123456789.1', 'USD', 'en')).toBe('$1,234,567.891');
    expect(formatRate('123456.123456', 'en')).toBe('123,456.123456');
    expect(formatRate('0.272594', 'en')).toBe('0.272594');
    expect(formatDay('2026-11-25', 'en')).toBe('Nov 25, 2026');
    expect(formatDay('2026-11-25', 'tr')).toBe('25 Kas 2026');
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
