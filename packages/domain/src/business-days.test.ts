import { describe, expect, it } from 'vitest';
import { isIstanbulBusinessDay, istanbulDay } from './business-days.ts';

describe('Istanbul days', () => {
  it('counts the date in Istanbul (UTC+3), not UTC', () => {
    expect(istanbulDay(new Date('2026-11-25T20:59:00Z'))).toBe('2026-11-25');
    expect(istanbulDay(new Date('2026-11-25T21:00:00Z'))).toBe('2026-11-26');
  });

  it('is a business day Monday to Friday in Istanbul', () => {
    expect(isIstanbulBusinessDay(new Date('2026-11-27T20:59:00Z'))).toBe(true); // Friday 23:59
    expect(isIstanbulBusinessDay(new Date('2026-11-27T21:00:00Z'))).toBe(false); // Saturday 00:00
    expect(isIstanbulBusinessDay(new Date('2026-11-29T21:00:00Z'))).toBe(true); // Monday 00:00
  });
});
