import { type PayoutFrequency, payoutFrequencies } from '@kopru/domain/payout-schedule';
import { MIN_PAYOUT_MINOR } from '@kopru/domain/payouts';
import {
  type PayoutScheduleTarget,
  type PayoutScheduleView,
  payoutScheduleSettings,
  payoutScheduleTargets,
} from '@kopru/domain/schemas/payout-schedules';
import { z } from 'zod';
import { type ParseAmount, typedAmount } from '../amount-rule.ts';

/** What the automatic payouts form holds: selects and the minimum as typed. */
export interface PayoutScheduleFormValues {
  frequency: PayoutFrequency;
  weekday: string;
  dayOfMonth: string;
  amount: string;
  target: PayoutScheduleTarget;
}

const messages = { invalid: 'payouts.errors.amount', aboveMaximum: 'payouts.errors.amount' };

export function scheduleFormValues(
  schedule: PayoutScheduleView,
  formatAmount: (minor: number, currency: string) => string,
  canSend: boolean,
): PayoutScheduleFormValues {
  return {
    frequency: schedule.frequency,
    weekday: String(schedule.weekday ?? 1),
    dayOfMonth: String(schedule.dayOfMonth ?? 1),
    amount: formatAmount(schedule.minimumAmount, schedule.currency),
    target: canSend ? schedule.target : 'TRY',
  };
}

/**
 * The form's rules: the minimum typed in the user's language (amount-rule.ts), at least the
 * product's minimum payout, then the domain's schema (weekday only when weekly, and so on).
 */
export function payoutScheduleForm(parse: ParseAmount, currency: string) {
  return z
    .object({
      frequency: z.enum(payoutFrequencies),
      weekday: z.string(),
      dayOfMonth: z.string(),
      amount: z.string(),
      target: z.enum(payoutScheduleTargets),
    })
    .transform((values, context): z.input<typeof payoutScheduleSettings> => {
      const minimumAmount = typedAmount(context, values.amount, {
        parse,
        currency,
        maximum: Number.MAX_SAFE_INTEGER,
        messages,
      });
      if (minimumAmount < MIN_PAYOUT_MINOR) {
        context.addIssue({ code: 'custom', path: ['amount'], message: 'payouts.errors.minimum' });
        return z.NEVER;
      }
      return {
        frequency: values.frequency,
        weekday: values.frequency === 'weekly' ? Number(values.weekday) : null,
        dayOfMonth: values.frequency === 'monthly' ? Number(values.dayOfMonth) : null,
        minimumAmount,
        target: values.target,
      };
    })
    .pipe(payoutScheduleSettings);
}
