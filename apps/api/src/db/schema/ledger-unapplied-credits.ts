import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { ledgerAccounts } from './ledger-accounts.ts';
import { ledgerEntries } from './ledger-entries.ts';

/**
 * Credits to merchant accounts not yet added to the account's `balance` (docs/decisions/
 * 004-credits-without-hot-rows.md). A credit only inserts rows, so payments of one merchant never
 * wait for each other on its balance row; an account's balance is `balance` plus these rows. A
 * debit locks the account and folds them into `balance` before its CHECK is applied, and the
 * fold worker keeps the table short.
 */
export const ledgerUnappliedCredits = pgTable(
  'ledger_unapplied_credits',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .primaryKey()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    accountId: text('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [index('ledger_unapplied_credits_account_idx').on(table.accountId)],
);
