import { describe, expect, it } from 'vitest';
import { duePayoutPeriod, latestPayoutDay, nextPayoutDay } from './payout-schedule.ts';

// Istanbul is UTC+3 all year: 21:00 UTC is already the next day there.
const utc = (value: string) => new Date(value);

describe('automatic payout days (Europe/Istanbul)', () => {
  it('are never due when off', () => {
    expect(nextPayoutDay({ frequency: 'off' }, utc('2026-11-26T09:00:00Z'))).toBeNull();
    expect(duePayoutPeriod({ frequency: 'off' }, utc('2026-11-26T09:00:00Z'))).toBeNull();
  });

  it('daily: due every Istanbul day, the day changing at 21:00 UTC', () => {
    const daily = { frequency: 'daily' } as const;
    expect(duePayoutPeriod(daily, utc('2026-11-26T20:59:59Z'))).toBe('2026-11-26');
    expect(duePayoutPeriod(daily, utc('2026-11-26T21:00:00Z'))).toBe('2026-11-27');
  });

  it('weekly: due on the chosen weekday only, and says which day comes next', () => {
    const mondays = { frequency: 'weekly', weekday: 1 } as const;
    // 2026-11-26 is a Thursday; the next Monday is 30 November.
    expect(duePayoutPeriod(mondays, utc('2026-11-26T09:00:00Z'))).toBeNull();
    expect(nextPayoutDay(mondays, utc('2026-11-26T09:00:00Z'))).toBe('2026-11-30');
    // Sunday 29 November at 21:30 UTC is Monday 00:30 in Istanbul.
    expect(duePayoutPeriod(mondays, utc('2026-11-29T21:30:00Z'))).toBe('2026-11-30');
    expect(duePayoutPeriod({ frequency: 'weekly', weekday: 7 }, utc('2026-11-29T20:00:00Z'))).toBe(
      '2026-11-29',
    );
  });

  it('monthly: due on the chosen date, next month once it has passed, across the year end', () => {
    expect(duePayoutPeriod({ frequency: 'monthly', dayOfMonth: 26 }, utc('2026-11-26T09:00:00Z'))).toBe(
      '2026-11-26',
    );
    expect(nextPayoutDay({ frequency: 'monthly', dayOfMonth: 28 }, utc('2026-11-26T09:00:00Z'))).toBe(
      '2026-11-28',
    );
    expect(nextPayoutDay({ frequency: 'monthly', dayOfMonth: 1 }, utc('2026-11-26T09:00:00Z'))).toBe(
      '2026-12-01',
    );
    // 31 December 21:00 UTC is 1 January in Istanbul.
    expect(duePayoutPeriod({ frequency: 'monthly', dayOfMonth: 1 }, utc('2026-12-31T21:00:00Z'))).toBe(
      '2027-01-01',
    );
    expect(nextPayoutDay({ frequency: 'monthly', dayOfMonth: 28 }, utc('2026-12-30T09:00:00Z'))).toBe(
      '2027-01-28',
    );
    // February has a 28th in every year, leap or not.
    expect(nextPayoutDay({ frequency: 'monthly', dayOfMonth: 28 }, utc('2027-01-29T09:00:00Z'))).toBe(
      '2027-02-28',
    );
  });
});

describe('latestPayoutDay: the period a late worker still runs', () => {
  it('is null when off, today when daily', () => {
    expect(latestPayoutDay({ frequency: 'off' }, utc('2026-11-26T09:00:00Z'))).toBeNull();
    expect(latestPayoutDay({ frequency: 'daily' }, utc('2026-11-26T21:30:00Z'))).toBe('2026-11-27');
  });

  it('weekly: the last chosen weekday, today included', () => {
    // Thursday 26 November 2026.
    expect(latestPayoutDay({ frequency: 'weekly', weekday: 1 }, utc('2026-11-26T09:00:00Z'))).toBe(
      '2026-11-23',
    );
    expect(latestPayoutDay({ frequency: 'weekly', weekday: 4 }, utc('2026-11-26T09:00:00Z'))).toBe(
      '2026-11-26',
    );
    expect(latestPayoutDay({ frequency: 'weekly', weekday: 5 }, utc('2026-11-26T09:00:00Z'))).toBe(
      '2026-11-20',
    );
  });

  it('monthly: this month once its day has come, else last month (across the new year)', () => {
    expect(latestPayoutDay({ frequency: 'monthly', dayOfMonth: 26 }, utc('2026-11-26T09:00:00Z'))).toBe(
      '2026-11-26',
    );
    expect(latestPayoutDay({ frequency: 'monthly', dayOfMonth: 28 }, utc('2026-11-26T09:00:00Z'))).toBe(
      '2026-10-28',
    );
    expect(latestPayoutDay({ frequency: 'monthly', dayOfMonth: 5 }, utc('2027-01-03T09:00:00Z'))).toBe(
      '2026-12-05',
    );
  });

  it('agrees with duePayoutPeriod on a due day', () => {
    const at = utc('2026-11-30T09:00:00Z');
    const mondays = { frequency: 'weekly', weekday: 1 } as const;
    expect(latestPayoutDay(mondays, at)).toBe(duePayoutPeriod(mondays, at));
  });
});
