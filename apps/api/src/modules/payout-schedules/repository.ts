import type { PayoutScheduleSettings } from '@kopru/domain/schemas/payout-schedules';
import { and, desc, eq, max, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type PayoutScheduleRunRow, payoutScheduleRuns } from '../../db/schema/payout-schedule-runs.ts';
import { type PayoutScheduleRow, payoutSchedules } from '../../db/schema/payout-schedules.ts';

type Currency = PayoutScheduleRow['currency'];

export async function findSchedules(db: Executor, merchantId: string): Promise<PayoutScheduleRow[]> {
  return db.select().from(payoutSchedules).where(eq(payoutSchedules.merchantId, merchantId));
}

/** The newest run of each currency of the merchant. */
export async function latestRuns(db: Executor, merchantId: string): Promise<PayoutScheduleRunRow[]> {
  return db
    .selectDistinctOn([payoutScheduleRuns.currency])
    .from(payoutScheduleRuns)
    .where(eq(payoutScheduleRuns.merchantId, merchantId))
    .orderBy(payoutScheduleRuns.currency, desc(payoutScheduleRuns.period));
}

export async function upsertSchedule(
  db: Executor,
  row: { merchantId: string; currency: Currency; setOn: string; updatedAt: Date } & PayoutScheduleSettings,
): Promise<PayoutScheduleRow> {
  const { merchantId, currency, ...values } = row;
  const [saved] = await db
    .insert(payoutSchedules)
    .values(row)
    .onConflictDoUpdate({ target: [payoutSchedules.merchantId, payoutSchedules.currency], set: values })
    .returning();
  if (!saved) throw new Error('payout schedule not stored');
  return saved;
}

/**
 * Schedules that may be due: on, and without a run today. Which period is due is decided by the
 * date arithmetic (latestPayoutDay) and claimed under lockSchedule. At most three per merchant,
 * so all of them at once: a limit could leave due ones behind schedules that are not.
 */
export async function candidateSchedules(db: Executor, today: string) {
  const lastRuns = db
    .select({
      merchantId: payoutScheduleRuns.merchantId,
      currency: payoutScheduleRuns.currency,
      lastPeriod: max(payoutScheduleRuns.period).as('last_period'),
    })
    .from(payoutScheduleRuns)
    .groupBy(payoutScheduleRuns.merchantId, payoutScheduleRuns.currency)
    .as('last_runs');
  return db
    .select({ schedule: payoutSchedules, lastPeriod: lastRuns.lastPeriod })
    .from(payoutSchedules)
    .leftJoin(
      lastRuns,
      and(
        eq(lastRuns.merchantId, payoutSchedules.merchantId),
        eq(lastRuns.currency, payoutSchedules.currency),
      ),
    )
    .where(
      and(
        ne(payoutSchedules.frequency, 'off'),
        sql`(${lastRuns.lastPeriod} is null or ${lastRuns.lastPeriod} < ${today})`,
      ),
    )
    .orderBy(payoutSchedules.merchantId, payoutSchedules.currency);
}

/**
 * Locks the schedule row for the claiming transaction and says whether `period` has a run: a
 * second worker waits here until the first commits, then sees its run.
 */
export async function lockSchedule(
  tx: Executor,
  key: { merchantId: string; currency: Currency },
): Promise<PayoutScheduleRow | undefined> {
  const [row] = await tx
    .select()
    .from(payoutSchedules)
    .where(and(eq(payoutSchedules.merchantId, key.merchantId), eq(payoutSchedules.currency, key.currency)))
    .for('update');
  return row;
}

export async function hasRun(
  tx: Executor,
  key: { merchantId: string; currency: Currency; period: string },
): Promise<boolean> {
  const [row] = await tx
    .select({ period: payoutScheduleRuns.period })
    .from(payoutScheduleRuns)
    .where(
      and(
        eq(payoutScheduleRuns.merchantId, key.merchantId),
        eq(payoutScheduleRuns.currency, key.currency),
        eq(payoutScheduleRuns.period, key.period),
      ),
    );
  return row !== undefined;
}

/** The period's one run; its primary key refuses a second whatever happened before. */
export async function insertRun(tx: Executor, run: typeof payoutScheduleRuns.$inferInsert): Promise<void> {
  await tx.insert(payoutScheduleRuns).values(run);
}
