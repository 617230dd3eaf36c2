import { istanbulDay } from '@kopru/domain/business-days';
import { AppError } from '@kopru/domain/errors';
import { linkCurrencies } from '@kopru/domain/money';
import { nextPayoutDay } from '@kopru/domain/payout-schedule';
import { MIN_PAYOUT_MINOR } from '@kopru/domain/payouts';
import {
  type PayoutScheduleList,
  type PayoutScheduleSettings,
  type PayoutScheduleSkipReason,
  type PayoutScheduleView,
  scheduleOf,
} from '@kopru/domain/schemas/payout-schedules';
import type { AppContext } from '../../context.ts';
import type { PayoutScheduleRunRow } from '../../db/schema/payout-schedule-runs.ts';
import type { PayoutScheduleRow } from '../../db/schema/payout-schedules.ts';
import { type MerchantActor, userIdOf } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { currencyIbansOf } from '../kyc/currency-ibans.ts';
import { findPayoutAccount } from '../payouts/repository.ts';
import { findSchedules, latestRuns, upsertSchedule } from './repository.ts';

const DAY_MS = 86_400_000;
type Currency = (typeof linkCurrencies)[number];

/** What a currency never set looks like: off, at the product's minimum, converted to lira. */
function defaultSettings(): PayoutScheduleSettings {
  return {
    frequency: 'off',
    weekday: null,
    dayOfMonth: null,
    minimumAmount: MIN_PAYOUT_MINOR,
    target: 'TRY',
  };
}

function toView(
  currency: Currency,
  row: PayoutScheduleRow | undefined,
  run: PayoutScheduleRunRow | undefined,
  now: Date,
): PayoutScheduleView {
  const settings = row ?? defaultSettings();
  const schedule = scheduleOf(settings);
  // Today's period already ran: the next one comes after today.
  let nextRunDay = nextPayoutDay(schedule, now);
  if (nextRunDay !== null && run?.period === nextRunDay)
    nextRunDay = nextPayoutDay(schedule, new Date(now.getTime() + DAY_MS));
  return {
    currency,
    frequency: settings.frequency,
    weekday: settings.weekday,
    dayOfMonth: settings.dayOfMonth,
    minimumAmount: settings.minimumAmount,
    target: settings.target,
    nextRunDay,
    lastRun: run
      ? {
          period: run.period,
          status: run.status,
          reason: run.reason as PayoutScheduleSkipReason | null,
          payoutId: run.payoutId,
          amount: run.amount,
          createdAt: run.createdAt.toISOString(),
        }
      : null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function listSchedules(ctx: AppContext, merchantId: string): Promise<PayoutScheduleList> {
  const [rows, runs] = await Promise.all([findSchedules(ctx.db, merchantId), latestRuns(ctx.db, merchantId)]);
  const now = ctx.clock.now();
  return {
    schedules: linkCurrencies.map((currency) =>
      toView(
        currency,
        rows.find((row) => row.currency === currency),
        runs.find((run) => run.currency === currency),
        now,
      ),
    ),
  };
}

/**
 * Sets a currency's schedule. Sending in the currency itself needs that currency's IBAN on the
 * approved KYC (409 payout_account_missing_currency). Periods before today never run.
 */
export async function updateSchedule(
  ctx: AppContext,
  actor: MerchantActor,
  currency: Currency,
  input: PayoutScheduleSettings,
): Promise<PayoutScheduleView> {
  if (input.frequency !== 'off' && input.target === 'same') {
    const account = await findPayoutAccount(ctx.db, actor.merchantId);
    const iban = account && currencyIbansOf(account).find((entry) => entry.currency === currency);
    if (!iban) throw new AppError('payout_account_missing_currency', { currency });
  }
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await upsertSchedule(tx, {
      merchantId: actor.merchantId,
      currency,
      ...input,
      setOn: istanbulDay(now),
      updatedAt: now,
    });
    await recordAudit(tx, {
      action: 'payout_schedule.updated',
      actorUserId: userIdOf(actor),
      actorEmail: actor.email,
      targetType: 'payout_schedule',
      targetId: `${actor.merchantId}:${currency}`,
      merchantId: actor.merchantId,
      details: { currency, ...input },
      ipAddress: actor.ip,
    });
    const runs = await latestRuns(tx, actor.merchantId);
    return toView(
      currency,
      row,
      runs.find((run) => run.currency === currency),
      now,
    );
  });
}
