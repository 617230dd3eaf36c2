import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { ledgerEntries } from './ledger-entries.ts';
import { payouts } from './payouts.ts';

/**
 * Which entries of a merchant's `available` account a payout's statement lists; each entry
 * belongs to one payout at most (the primary key), assigned in the payout's transaction.
 */
export const payoutStatementItems = pgTable(
  'payout_statement_items',
  {
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' })
      .primaryKey()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    payoutId: text('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'restrict' }),
  },
  (table) => [index('payout_statement_items_payout_idx').on(table.payoutId)],
);
