import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { users } from './users.ts';

/**
 * Rates to Turkish lira (docs/fx.md): lira per one unit of `currency`, an exact numeric with six
 * places (read as text, computed as scaled bigints; never a float). One row per day, currency
 * and source: TCMB's bulletin of that day, or the rate an admin entered for that Istanbul day
 * (entering again replaces it; the audit log keeps each entry).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: text('id').primaryKey(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    currency: text('currency', { enum: ['USD', 'EUR', 'GBP'] }).notNull(),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    source: text('source', { enum: ['tcmb', 'manual'] }).notNull(),
    enteredBy: text('entered_by').references(() => users.id, { onDelete: 'restrict' }),
    enteredAt: timestampColumn('entered_at').notNull(),
  },
  (table) => [
    unique('exchange_rates_day_currency_source_unique').on(table.rateDate, table.currency, table.source),
    check('exchange_rates_rate_positive', sql`${table.rate} > 0`),
    check('exchange_rates_source_check', sql`${table.source} in ('tcmb', 'manual')`),
    check(
      'exchange_rates_entered_by_check',
      sql`(${table.source} = 'manual') = (${table.enteredBy} is not null)`,
    ),
    index('exchange_rates_currency_date_idx').on(table.currency, table.rateDate),
  ],
);

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
