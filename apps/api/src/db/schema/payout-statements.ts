import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { merchants } from './merchants.ts';
import { payouts } from './payouts.ts';

/**
 * One per payout requested since statements exist (docs/decisions/007-payout-statements-by-
 * assignment.md): what the earlier payouts of the merchant's currency left in the balance, carried
 * in. The payout's movements are its rows in `payout_statement_items`.
 */
export const payoutStatements = pgTable(
  'payout_statements',
  {
    payoutId: text('payout_id')
      .primaryKey()
      .references(() => payouts.id, { onDelete: 'restrict' }),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    carriedIn: bigint('carried_in', { mode: 'number' }).notNull(),
    createdAt: timestampColumn('created_at').notNull(),
  },
  (table) => [index('payout_statements_merchant_idx').on(table.merchantId, table.currency)],
);

export type PayoutStatementRow = typeof payoutStatements.$inferSelect;
