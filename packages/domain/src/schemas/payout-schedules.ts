import { z } from 'zod';
import { linkCurrencies } from '../money.ts';
import { MAX_PAYOUT_DAY_OF_MONTH, type PayoutSchedule, payoutFrequencies } from '../payout-schedule.ts';
import { MIN_PAYOUT_MINOR } from '../payouts.ts';
import { isoDateTime } from './common.ts';

/** Where an automatic payout goes: the balance's own currency (its IBAN) or converted to lira. */
export const payoutScheduleTargets = ['same', 'TRY'] as const;
export type PayoutScheduleTarget = (typeof payoutScheduleTargets)[number];

/**
 * Why a period's run made no payout; recorded once, the period is not tried again. Besides
 * `below_minimum` these are the error codes a hand request would get.
 */
export const payoutScheduleSkipReasons = [
  'below_minimum',
  'kyc_required',
  'account_suspended',
  'payout_account_missing',
  'payout_account_missing_currency',
  'negative_balance',
  'insufficient_balance',
  'exchange_rate_unavailable',
] as const;
export type PayoutScheduleSkipReason = (typeof payoutScheduleSkipReasons)[number];

/**
 * The merchant's choice for one currency; `weekday` only when weekly, `dayOfMonth` only when
 * monthly. The one that does not apply may be left out (read as null), or sent as null.
 */
export const payoutScheduleSettings = z
  .object({
    frequency: z.enum(payoutFrequencies, 'payoutSchedule.errors.frequency'),
    /** ISO weekday: 1 = Monday ... 7 = Sunday. */
    weekday: z.number().int().min(1).max(7).nullable().default(null),
    dayOfMonth: z.number().int().min(1).max(MAX_PAYOUT_DAY_OF_MONTH).nullable().default(null),
    /** Nothing is paid out below this available balance (minor units). */
    minimumAmount: z
      .number('payouts.errors.amount')
      .int('payouts.errors.amount')
      .min(MIN_PAYOUT_MINOR, 'payouts.errors.minimum')
      .max(Number.MAX_SAFE_INTEGER, 'payouts.errors.amount'),
    target: z.enum(payoutScheduleTargets),
  })
  .superRefine((value, issues) => {
    if ((value.frequency === 'weekly') !== (value.weekday !== null))
      issues.addIssue({ code: 'custom', path: ['weekday'], message: 'payoutSchedule.errors.weekday' });
    if ((value.frequency === 'monthly') !== (value.dayOfMonth !== null))
      issues.addIssue({
        code: 'custom',
        path: ['dayOfMonth'],
        message: 'payoutSchedule.errors.dayOfMonth',
      });
  });
export type PayoutScheduleSettings = z.infer<typeof payoutScheduleSettings>;

export const payoutScheduleParams = z.object({ currency: z.enum(linkCurrencies) });

/** A period's outcome: a payout was requested, or why not. */
export const payoutScheduleRunSchema = z.object({
  /** The due day (Istanbul), YYYY-MM-DD. */
  period: z.iso.date(),
  status: z.enum(['created', 'skipped']),
  reason: z.enum(payoutScheduleSkipReasons).nullable(),
  payoutId: z.string().nullable(),
  /** What was paid out, or the available balance when skipped below the minimum; minor units. */
  amount: z.number().int().nullable(),
  createdAt: isoDateTime,
});
export type PayoutScheduleRun = z.infer<typeof payoutScheduleRunSchema>;

export const payoutScheduleSchema = z.object({
  currency: z.enum(linkCurrencies),
  frequency: z.enum(payoutFrequencies),
  weekday: z.number().int().nullable(),
  dayOfMonth: z.number().int().nullable(),
  minimumAmount: z.number().int(),
  target: z.enum(payoutScheduleTargets),
  /** The next Istanbul day it runs on, today included; null when off. */
  nextRunDay: z.iso.date().nullable(),
  lastRun: payoutScheduleRunSchema.nullable(),
  updatedAt: isoDateTime.nullable(),
});
export type PayoutScheduleView = z.infer<typeof payoutScheduleSchema>;

/** One per balance currency (USD, EUR, GBP); a currency never set is `off`. */
export const payoutScheduleListResponse = z.object({ schedules: z.array(payoutScheduleSchema) });
export type PayoutScheduleList = z.infer<typeof payoutScheduleListResponse>;

/** The stored columns as the date arithmetic of payout-schedule.ts reads them. */
export function scheduleOf(settings: {
  frequency: PayoutScheduleSettings['frequency'];
  weekday: number | null;
  dayOfMonth: number | null;
}): PayoutSchedule {
  if (settings.frequency === 'weekly') return { frequency: 'weekly', weekday: settings.weekday ?? 1 };
  if (settings.frequency === 'monthly') return { frequency: 'monthly', dayOfMonth: settings.dayOfMonth ?? 1 };
  return { frequency: settings.frequency };
}
