import { istanbulDay } from '@kopru/domain/business-days';
import { AppError } from '@kopru/domain/errors';
import { latestPayoutDay } from '@kopru/domain/payout-schedule';
import {
  type PayoutScheduleSkipReason,
  payoutScheduleSkipReasons,
  scheduleOf,
} from '@kopru/domain/schemas/payout-schedules';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import type { PayoutScheduleRow } from '../../db/schema/payout-schedules.ts';
import type { MerchantActor } from '../../ports.ts';
import { merchantBalances } from '../ledger/repository.ts';
import { quotePayout } from '../payouts/quotes.ts';
import { isOverdraw, reservePayout } from '../payouts/service.ts';
import { candidateSchedules, hasRun, insertRun, lockSchedule } from './repository.ts';

/** Who asks for an automatic payout: the platform, for the merchant. */
function scheduleActor(merchantId: string): MerchantActor {
  return { type: 'system', id: 'payout-schedule', email: null, merchantId, ip: null };
}

/** The period a schedule owes now, or null: its latest due day, if set before it and not run yet. */
function duePeriod(schedule: PayoutScheduleRow, now: Date): string | null {
  const period = latestPayoutDay(scheduleOf(schedule), now);
  return period !== null && period >= schedule.setOn ? period : null;
}

function skipReasonOf(error: unknown): PayoutScheduleSkipReason | null {
  if (isOverdraw(error)) return 'insufficient_balance';
  if (!(error instanceof AppError)) return null;
  return (payoutScheduleSkipReasons as readonly string[]).includes(error.code)
    ? (error.code as PayoutScheduleSkipReason)
    : null;
}

/**
 * One schedule's period in one transaction: lock the schedule row, make sure the period has no
 * run, then request the whole available balance through the hand request's own reservePayout
 * (the same checks, admin review, e-mail and webhook) in a savepoint, and write the run. A refusal
 * the merchant should see (below the minimum, KYC, suspension, a missing IBAN or rate) is
 * recorded as a skipped run and that period is not tried again.
 */
async function runSchedule(ctx: AppContext, candidate: PayoutScheduleRow, now: Date): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const schedule = await lockSchedule(tx, candidate);
    const period = schedule ? duePeriod(schedule, now) : null;
    if (!schedule || period === null) return false;
    const key = { merchantId: schedule.merchantId, currency: schedule.currency, period };
    if (await hasRun(tx, key)) return false;
    const available =
      (await merchantBalances(tx, schedule.merchantId)).find(
        (row) => row.currency === schedule.currency && row.type === 'available',
      )?.balance ?? 0;
    if (available < schedule.minimumAmount) {
      await insertRun(tx, {
        ...key,
        status: 'skipped',
        reason: 'below_minimum',
        amount: available,
        createdAt: now,
      });
      return true;
    }
    try {
      const payout = await tx.transaction((savepoint) => requestWhole(ctx, savepoint, schedule, available));
      await insertRun(tx, {
        ...key,
        status: 'created',
        payoutId: payout.id,
        amount: available,
        createdAt: now,
      });
    } catch (error) {
      const reason = skipReasonOf(error);
      if (reason === null) throw error;
      await insertRun(tx, { ...key, status: 'skipped', reason, amount: available, createdAt: now });
    }
    return true;
  });
}

/** Converted to lira: a fresh quote, accepted by the system at once (audit `rateAcceptedAutomatically`). */
async function requestWhole(ctx: AppContext, tx: Transaction, schedule: PayoutScheduleRow, amount: number) {
  const actor = scheduleActor(schedule.merchantId);
  const input = { amount, currency: schedule.currency };
  const quote = schedule.target === 'TRY' ? await quotePayout(ctx, schedule.merchantId, input, tx) : null;
  return reservePayout(ctx, tx, actor, quote ? { ...input, quoteId: quote.id } : input, 'schedule');
}

/**
 * Worker pass (docs/automatic-payouts.md): every schedule whose period is due and has no run gets
 * one, created or skipped. Two workers, or a retry after a crash, never make a period's payout
 * twice: the run is written in the payout's own transaction under the schedule's row lock, and
 * its primary key (merchant, currency, period) refuses a second.
 */
export async function runPayoutSchedules(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const candidates = await candidateSchedules(ctx.db, istanbulDay(now));
  let ran = 0;
  let failure: unknown = null;
  for (const { schedule } of candidates) {
    if (duePeriod(schedule, now) === null) continue;
    try {
      if (await runSchedule(ctx, schedule, now)) ran += 1;
    } catch (error) {
      // One merchant's unexpected failure must not stop the others; the pass reports it after.
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return ran;
}
