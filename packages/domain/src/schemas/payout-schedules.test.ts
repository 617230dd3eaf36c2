import { describe, expect, it } from 'vitest';
import { payoutScheduleSettings } from './payout-schedules.ts';

const base = { minimumAmount: 10_000, target: 'same' } as const;

describe('an automatic payout setting', () => {
  it('takes a daily schedule without weekday or day of month, read as null', () => {
    expect(payoutScheduleSettings.parse({ ...base, frequency: 'daily' })).toEqual({
      ...base,
      frequency: 'daily',
      weekday: null,
      dayOfMonth: null,
    });
  });

  it('takes a weekly schedule with only its weekday, and a monthly one with only its day', () => {
    expect(payoutScheduleSettings.parse({ ...base, frequency: 'weekly', weekday: 5 })).toMatchObject({
      weekday: 5,
      dayOfMonth: null,
    });
    expect(payoutScheduleSettings.parse({ ...base, frequency: 'monthly', dayOfMonth: 28 })).toMatchObject({
      weekday: null,
      dayOfMonth: 28,
    });
  });

  it('still takes the fields that do not apply sent as null', () => {
    const off = { ...base, frequency: 'off', weekday: null, dayOfMonth: null } as const;
    expect(payoutScheduleSettings.parse(off)).toEqual(off);
  });

  it('refuses a weekly schedule without its weekday and a field of another frequency', () => {
    const weekly = payoutScheduleSettings.safeParse({ ...base, frequency: 'weekly' });
    expect(weekly.error?.issues).toMatchObject([
      { path: ['weekday'], message: 'payoutSchedule.errors.weekday' },
    ]);
    const daily = payoutScheduleSettings.safeParse({ ...base, frequency: 'daily', dayOfMonth: 3 });
    expect(daily.error?.issues).toMatchObject([
      { path: ['dayOfMonth'], message: 'payoutSchedule.errors.dayOfMonth' },
    ]);
  });
});
