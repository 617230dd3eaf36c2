import { istanbulDay } from './business-days.ts';

/**
 * When automatic payouts run (issue 17 item 2; docs/automatic-payouts.md). Days are Istanbul
 * calendar days: a schedule is due on its day from 00:00 Istanbul time, and the due day's date is
 * the period's key, so one payout per merchant, currency and period.
 */
export const payoutFrequencies = ['off', 'daily', 'weekly', 'monthly'] as const;
export type PayoutFrequency = (typeof payoutFrequencies)[number];

/** The latest day of month a monthly schedule may name: every month has it. */
export const MAX_PAYOUT_DAY_OF_MONTH = 28;

export type PayoutSchedule =
  | { frequency: 'off' }
  | { frequency: 'daily' }
  /** ISO weekday: 1 = Monday ... 7 = Sunday. */
  | { frequency: 'weekly'; weekday: number }
  | { frequency: 'monthly'; dayOfMonth: number };

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

function parseDay(value: string): CalendarDay {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  return { year, month, day };
}

function formatDay({ year, month, day }: CalendarDay): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Calendar arithmetic in UTC, where days have no daylight-saving gaps. */
function addDays(value: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(value.year, value.month - 1, value.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function isoWeekday(value: CalendarDay): number {
  const weekday = new Date(Date.UTC(value.year, value.month - 1, value.day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The Istanbul date (YYYY-MM-DD) the schedule next runs on, today included; null when off. */
export function nextPayoutDay(schedule: PayoutSchedule, at: Date): string | null {
  const today = parseDay(istanbulDay(at));
  switch (schedule.frequency) {
    case 'off':
      return null;
    case 'daily':
      return formatDay(today);
    case 'weekly':
      return formatDay(addDays(today, (schedule.weekday - isoWeekday(today) + 7) % 7));
    case 'monthly': {
      if (today.day <= schedule.dayOfMonth) return formatDay({ ...today, day: schedule.dayOfMonth });
      const next =
        today.month === 12 ? { year: today.year + 1, month: 1 } : { ...today, month: today.month + 1 };
      return formatDay({ year: next.year, month: next.month, day: schedule.dayOfMonth });
    }
  }
}

/** The period due at `at` (its Istanbul date), or null when the schedule does not run today. */
export function duePayoutPeriod(schedule: PayoutSchedule, at: Date): string | null {
  const next = nextPayoutDay(schedule, at);
  return next !== null && next === istanbulDay(at) ? next : null;
}

/**
 * The latest day the schedule was due on, today included (YYYY-MM-DD); null when off. A worker
 * that was down on the due day still finds the period (and runs it once) until the next one.
 */
export function latestPayoutDay(schedule: PayoutSchedule, at: Date): string | null {
  const today = parseDay(istanbulDay(at));
  switch (schedule.frequency) {
    case 'off':
      return null;
    case 'daily':
      return formatDay(today);
    case 'weekly':
      return formatDay(addDays(today, -((isoWeekday(today) - schedule.weekday + 7) % 7)));
    case 'monthly': {
      if (today.day >= schedule.dayOfMonth) return formatDay({ ...today, day: schedule.dayOfMonth });
      const previous =
        today.month === 1 ? { year: today.year - 1, month: 12 } : { ...today, month: today.month - 1 };
      return formatDay({ year: previous.year, month: previous.month, day: schedule.dayOfMonth });
    }
  }
}
