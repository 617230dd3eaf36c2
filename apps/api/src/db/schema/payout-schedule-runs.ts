import { sql } from 'drizzle-orm';
import { bigint, check, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { merchants } from './merchants.ts';
import { payouts } from './payouts.ts';

/**
 * One row per merchant, currency and period (the due Istanbul day), written in the transaction
 * that creates the payout: the primary key lets one worker claim a period, and a crash before the
 * commit leaves nothing, so a period makes at most one payout. A skipped run says why.
 */
export const payoutScheduleRuns = pgTable(
  'payout_schedule_runs',
  {
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    currency: text('currency', { enum: ['USD', 'EUR', 'GBP'] }).notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['created', 'skipped'] }).notNull(),
    reason: text('reason'),
    payoutId: text('payout_id')
      .unique()
      .references(() => payouts.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }),
    createdAt: timestampColumn('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.currency, table.period] }),
    check(
      'payout_schedule_runs_outcome_check',
      sql`(${table.status} = 'created' and ${table.payoutId} is not null and ${table.reason} is null) or (${table.status} = 'skipped' and ${table.payoutId} is null and ${table.reason} is not null)`,
    ),
  ],
);

export type PayoutScheduleRunRow = typeof payoutScheduleRuns.$inferSelect;
