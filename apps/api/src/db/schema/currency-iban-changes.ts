import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { merchants } from './merchants.ts';
import { users } from './users.ts';

/**
 * A verified merchant's request to add, change or remove the IBAN of a foreign-currency account
 * after KYC. The approved KYC submission's account stays in use until an admin approves; at most
 * one request per merchant and currency is pending. A pending request never changes: a new request
 * of the same currency marks it `replaced` and is a new row naming it (`replaces`), so an admin's
 * decision on the id it reviewed cannot take effect on other values. `previous_iban` is the account
 * in use when the request was decided (null: there was none), kept so the history says what changed.
 */
export const currencyIbanChanges = pgTable(
  'currency_iban_changes',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    currency: text('currency', { enum: ['USD', 'EUR', 'GBP'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'withdrawn', 'replaced'] })
      .notNull()
      .default('pending'),
    /** The IBAN asked for; null asks to remove the currency's account. */
    iban: text('iban'),
    previousIban: text('previous_iban'),
    /** The pending request this one replaced (then `replaced`), if any. */
    replaces: text('replaces').references((): AnyPgColumn => currencyIbanChanges.id, {
      onDelete: 'set null',
    }),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'restrict' }),
    reason: text('reason'),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    decidedAt: timestampColumn('decided_at'),
  },
  (table) => [
    check('currency_iban_changes_currency_check', sql`${table.currency} in ('USD', 'EUR', 'GBP')`),
    check(
      'currency_iban_changes_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected', 'withdrawn', 'replaced')`,
    ),
    check(
      'currency_iban_changes_decided_check',
      sql`(${table.status} = 'pending') = (${table.decidedAt} is null)`,
    ),
    uniqueIndex('currency_iban_changes_one_pending_idx')
      .on(table.merchantId, table.currency)
      .where(sql`${table.status} = 'pending'`),
    index('currency_iban_changes_status_created_idx').on(table.status, table.createdAt),
  ],
);

export type CurrencyIbanChangeRow = typeof currencyIbanChanges.$inferSelect;
