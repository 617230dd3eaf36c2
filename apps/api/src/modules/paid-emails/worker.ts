import { istanbulDay } from '@kopru/domain/business-days';
import { and, asc, count, eq, gte, lt, notExists, sql, sum } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { merchantNotificationSettings } from '../../db/schema/merchant-notification-settings.ts';
import { paidEmailNotices } from '../../db/schema/paid-email-notices.ts';
import { paidEmailSummaries } from '../../db/schema/paid-email-summaries.ts';
import { payments } from '../../db/schema/payments.ts';
import { emailDailySummary, emailPaymentReceived } from './notify.ts';

const DAY_MS = 86_400_000;

/** How far back the each-payment pass looks: a payment older than this is not e-mailed any more. */
const LOOKBACK_MS = DAY_MS;

/**
 * Worker pass, "each payment" mode (the default): queues one e-mail per succeeded payment. The
 * e-mail and its row in `paid_email_notices` are written in one transaction, and the row's
 * primary key lets only one worker write it: two workers, or a retry after a crash, never send a
 * payment's e-mail twice.
 */
export async function emailEachPayment(ctx: AppContext, limit = 100): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .leftJoin(merchantNotificationSettings, eq(merchantNotificationSettings.merchantId, payments.merchantId))
    .where(
      and(
        eq(payments.status, 'succeeded'),
        gte(payments.statusChangedAt, new Date(now.getTime() - LOOKBACK_MS)),
        sql`coalesce(${merchantNotificationSettings.paidEmails}, 'each') = 'each'`,
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(paidEmailNotices)
            .where(eq(paidEmailNotices.paymentId, payments.id)),
        ),
      ),
    )
    .orderBy(asc(payments.statusChangedAt))
    .limit(limit);
  let sent = 0;
  for (const { id } of due) {
    await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(paidEmailNotices)
        .values({ paymentId: id, createdAt: now })
        .onConflictDoNothing()
        .returning({ paymentId: paidEmailNotices.paymentId });
      if (!claimed) return;
      await emailPaymentReceived(ctx, tx, id);
      sent += 1;
    });
  }
  return sent;
}

/** The Istanbul day before `day` (YYYY-MM-DD), and its bounds (Türkiye is UTC+3 all year). */
function previousIstanbulDay(day: string): { day: string; start: Date; end: Date } {
  const end = new Date(`${day}T00:00:00+03:00`);
  const start = new Date(end.getTime() - DAY_MS);
  return { day: istanbulDay(start), start, end };
}

/**
 * Worker pass, "daily summary" mode: once per Istanbul day and merchant, an e-mail with the
 * previous day's payments per currency (none when there were none). The day is claimed in
 * `paid_email_summaries` in the e-mail's transaction, so it goes once however many workers run.
 */
export async function emailDailySummaries(ctx: AppContext, limit = 100): Promise<number> {
  const now = ctx.clock.now();
  const period = previousIstanbulDay(istanbulDay(now));
  const due = await ctx.db
    .select({ merchantId: merchantNotificationSettings.merchantId })
    .from(merchantNotificationSettings)
    .where(
      and(
        eq(merchantNotificationSettings.paidEmails, 'daily'),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(paidEmailSummaries)
            .where(
              and(
                eq(paidEmailSummaries.merchantId, merchantNotificationSettings.merchantId),
                eq(paidEmailSummaries.day, period.day),
              ),
            ),
        ),
      ),
    )
    .limit(limit);
  let sent = 0;
  for (const { merchantId } of due) {
    await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(paidEmailSummaries)
        .values({ merchantId, day: period.day, createdAt: now })
        .onConflictDoNothing()
        .returning({ day: paidEmailSummaries.day });
      if (!claimed) return;
      const totals = await tx
        .select({
          currency: payments.currency,
          count: count(),
          amount: sum(payments.amount).mapWith(Number),
          net: sql`sum(${payments.net} - ${payments.withholdingTax})`.mapWith(Number),
          withholding: sum(payments.withholdingTax).mapWith(Number),
        })
        .from(payments)
        .where(
          and(
            eq(payments.merchantId, merchantId),
            eq(payments.status, 'succeeded'),
            gte(payments.statusChangedAt, period.start),
            lt(payments.statusChangedAt, period.end),
          ),
        )
        .groupBy(payments.currency)
        .orderBy(payments.currency);
      if (totals.length === 0) return;
      await emailDailySummary(ctx, tx, { merchantId, day: period.day, totals });
      sent += 1;
    });
  }
  return sent;
}
