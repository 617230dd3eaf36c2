import { PROCEEDS_DAYS, PROCEEDS_WARNING_DAYS } from '@kopru/domain/export';
import { formatDay, formatMoney } from '@kopru/i18n/format';
import type { AppContext } from '../../context.ts';
import { emailOwners } from '../members/email-owners.ts';
import { proceedsAtRisk, toExportRecord } from './mapping.ts';
import { claimProceedsWarning, proceedsWarningCandidates } from './repository.ts';

const DAY_MS = 86_400_000;
const BATCH = 200;

/** The threshold a sale with `daysLeft` is due to be warned at: 7 within a week, 30 within a month. */
export function warningThreshold(daysLeft: number): number | null {
  if (daysLeft < 0) return null;
  const [month = 30, week = 7] = PROCEEDS_WARNING_DAYS;
  if (daysLeft <= week) return week;
  if (daysLeft <= month) return month;
  return null;
}

/**
 * Worker pass: e-mails the merchant's owners, each in its language, about each sale whose money is
 * not home and not due home by its deadline (proceedsAtRisk: in marketplace mode what iyzico paid or
 * will pay in time counts) when the deadline is 30 or 7 days away (or fewer). A warning row (sale, threshold) is inserted
 * in the same transaction as the e-mail: whatever the number of workers, each goes once.
 */
export async function warnProceedsDue(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  // Sales whose deadline is 0-30 days away, with a day to spare on each side for Istanbul dates.
  const soldAfter = new Date(now.getTime() - (PROCEEDS_DAYS + 1) * DAY_MS);
  const soldBefore = new Date(now.getTime() - (PROCEEDS_DAYS - 31) * DAY_MS);
  const candidates = await proceedsWarningCandidates(ctx.db, { soldAfter, soldBefore, limit: BATCH });
  for (const row of candidates) {
    const record = toExportRecord(row, now);
    if (!proceedsAtRisk(record.proceeds)) continue;
    const threshold = warningThreshold(record.proceeds.daysLeft);
    if (threshold === null) continue;
    await ctx.db.transaction(async (tx) => {
      if (!(await claimProceedsWarning(tx, record.paymentId, threshold, now))) return;
      await emailOwners(ctx, tx, row.record.merchantId, 'exportProceedsDue', (locale) => ({
        transaction: record.transactionId,
        goods: record.goods,
        amount: formatMoney(record.amount, record.currency, locale),
        days: String(Math.max(record.proceeds.daysLeft, 0)),
        deadline: formatDay(record.proceeds.deadline, locale),
        url: `${ctx.env.MERCHANT_ORIGIN}/sme/dashboard/export-records`,
      }));
    });
  }
  return candidates.length === BATCH ? 1 : 0;
}
