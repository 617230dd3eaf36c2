import { describe, expect, it } from 'vitest';
import {
  formatGtip,
  normaliseGtip,
  proceedsDaysLeft,
  proceedsDaysLeftAt,
  proceedsDeadline,
} from './export.ts';

describe('GTİP codes', () => {
  it('accepts 12 digits written with or without dots and spaces', () => {
    expect(normaliseGtip('6109.10.00.00.00')).toBe('610910000000');
    expect(normaliseGtip(' 6109 10 00 00 00 ')).toBe('610910000000');
    expect(normaliseGtip('610910000000')).toBe('610910000000');
  });

  it('refuses fewer or more digits and letters', () => {
    expect(normaliseGtip('6109.10')).toBeNull();
    expect(normaliseGtip('6109100000001')).toBeNull();
    expect(normaliseGtip('6109.10.00.00.0A')).toBeNull();
    expect(normaliseGtip('')).toBeNull();
  });

  it('formats the stored digits the way the tariff writes them', () => {
    expect(formatGtip('610910000000')).toBe('6109.10.00.00.00');
  });
});

describe('days left to bring export proceeds home', () => {
  it('is 180 calendar days from the sale date', () => {
    expect(proceedsDeadline('2026-01-01')).toBe('2026-06-30');
    expect(proceedsDaysLeft('2026-01-01', '2026-01-01')).toBe(180);
    expect(proceedsDaysLeft('2026-01-01', '2026-06-30')).toBe(0);
    expect(proceedsDaysLeft('2026-01-01', '2026-07-02')).toBe(-2);
  });

  it('counts across a leap day', () => {
    expect(proceedsDeadline('2028-01-01')).toBe('2028-06-29');
  });

  it('counts dates in Istanbul, not UTC', () => {
    // 21:30 UTC on 31 December is already 1 January in Istanbul.
    const sale = new Date('2025-12-31T21:30:00Z');
    expect(proceedsDaysLeftAt(sale, new Date('2026-01-01T09:00:00Z'))).toBe(180);
    // 20:59 UTC on 30 June is 23:59 in Istanbul: the last day, 0 left; a minute later, past.
    expect(proceedsDaysLeftAt(sale, new Date('2026-06-30T20:59:00Z'))).toBe(0);
    expect(proceedsDaysLeftAt(sale, new Date('2026-06-30T21:00:00Z'))).toBe(-1);
  });
});
