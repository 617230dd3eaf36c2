import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { merchants } from './merchants.ts';

/**
 * A quote for converting a payout to lira (docs/fx.md): the figures the merchant saw, valid
 * until `expires_at`. A converted payout takes a live quote of its own merchant once
 * (`used_at`); the payout keeps a copy of the figures.
 */
export const payoutQuotes = pgTable(
  'payout_quotes',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['USD', 'EUR', 'GBP'] }).notNull(),
    referenceRate: numeric('reference_rate', { precision: 18, scale: 6 }).notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    rateSource: text('rate_source', { enum: ['tcmb', 'manual'] }).notNull(),
    appliedRate: numeric('applied_rate', { precision: 18, scale: 6 }).notNull(),
    spreadBasisPoints: integer('spread_basis_points').notNull(),
    spreadMinor: bigint('spread_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    tryAmount: bigint('try_amount', { mode: 'number' }).notNull(),
    createdAt: timestampColumn('created_at').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
  },
  (table) => [
    check('payout_quotes_amount_positive', sql`${table.amount} > 0 and ${table.tryAmount} > 0`),
    index('payout_quotes_merchant_idx').on(table.merchantId, table.createdAt),
  ],
);

export type PayoutQuoteRow = typeof payoutQuotes.$inferSelect;
