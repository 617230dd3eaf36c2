import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { merchants } from './merchants.ts';

/**
 * Automatic payouts (docs/automatic-payouts.md): one row per merchant and balance currency; no
 * row means off. `setOn` is the Istanbul day of the last change: periods before it never run.
 */
export const payoutSchedules = pgTable(
  'payout_schedules',
  {
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    currency: text('currency', { enum: ['USD', 'EUR', 'GBP'] }).notNull(),
    frequency: text('frequency', { enum: ['off', 'daily', 'weekly', 'monthly'] }).notNull(),
    weekday: integer('weekday'),
    dayOfMonth: integer('day_of_month'),
    minimumAmount: bigint('minimum_amount', { mode: 'number' }).notNull(),
    target: text('target', { enum: ['same', 'TRY'] }).notNull(),
    setOn: date('set_on', { mode: 'string' }).notNull(),
    updatedAt: timestampColumn('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.currency] }),
    check(
      'payout_schedules_frequency_check',
      sql`${table.frequency} in ('off', 'daily', 'weekly', 'monthly')`,
    ),
    check(
      'payout_schedules_weekday_check',
      sql`(${table.frequency} = 'weekly') = (${table.weekday} is not null) and coalesce(${table.weekday} between 1 and 7, true)`,
    ),
    check(
      'payout_schedules_day_of_month_check',
      sql`(${table.frequency} = 'monthly') = (${table.dayOfMonth} is not null) and coalesce(${table.dayOfMonth} between 1 and 28, true)`,
    ),
    check('payout_schedules_minimum_positive', sql`${table.minimumAmount} > 0`),
    check('payout_schedules_target_check', sql`${table.target} in ('same', 'TRY')`),
  ],
);

export type PayoutScheduleRow = typeof payoutSchedules.$inferSelect;
