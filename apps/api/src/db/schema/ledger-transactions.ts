import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';

/** One money movement; its entries sum to zero per currency. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /** The payment or payout that caused it. */
    referenceId: text('reference_id').notNull(),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
  },
  (table) => [index('ledger_transactions_reference_idx').on(table.referenceId)],
);
