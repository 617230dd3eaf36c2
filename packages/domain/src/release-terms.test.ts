import { describe, expect, it } from 'vitest';
import { releaseDates, reserveOf } from './release-terms.ts';

describe('release terms', () => {
  it('holds the reserve share of the net, rounded half up to the minor unit', () => {
    expect(reserveOf(9_680, 1000)).toBe(968);
    expect(reserveOf(4_455, 1000)).toBe(446); // 445.5 rounds up
    expect(reserveOf(4_454, 1000)).toBe(445);
    expect(reserveOf(67, 750)).toBe(5); // 5.025
    expect(reserveOf(9_680, 0)).toBe(0);
    expect(reserveOf(9_680, 10_000)).toBe(9_680);
    expect(() => reserveOf(-1, 1000)).toThrow(RangeError);
  });

  it('releases the reserve at the end of its window, never before the share', () => {
    const at = new Date('2026-12-07T10:00:00Z');
    expect(releaseDates(at, { releaseDelayDays: 7, reserveDays: 120 })).toEqual({
      shareAt: new Date('2026-12-14T10:00:00Z'),
      reserveAt: new Date('2027-04-06T10:00:00Z'),
    });
    expect(releaseDates(at, { releaseDelayDays: 30, reserveDays: 10 }).reserveAt).toEqual(
      new Date('2027-01-06T10:00:00Z'),
    );
  });
});
