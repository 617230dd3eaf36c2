import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { merchants } from './merchants.ts';

/**
 * `negative_balance` is what a merchant owes when a dispute's hold was more than its available
 * balance and reserve: the only merchant account that is never above zero (docs/disputes.md).
 * `reserve` is the rolling reserve: a share of each payment held for the chargeback window
 * (decision 013).
 */
export const merchantAccountTypes = [
  'available',
  'pending',
  'payout_reserved',
  'negative_balance',
  'reserve',
] as const;
export const platformAccountTypes = [
  'fees',
  'acquirer_clearing',
  'payouts_clearing',
  'refunds_clearing',
  'disputes_clearing',
  /** The platform's side of a conversion to lira: one per currency (docs/fx.md). */
  'fx',
  /** The e-commerce withholding kept from merchants, owed to the tax office (decision 015). */
  'withholding_tax',
] as const;
export type LedgerAccountType = (typeof merchantAccountTypes)[number] | (typeof platformAccountTypes)[number];

/**
 * One balance per (owner, account type, currency); the platform's accounts have no merchant.
 * The CHECK makes it impossible for any merchant account but `negative_balance` to go below zero,
 * and for `negative_balance` to go above it, whatever runs at once.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').references(() => merchants.id, { onDelete: 'restrict' }),
    type: text('type').$type<LedgerAccountType>().notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (table) => [
    unique('ledger_accounts_owner_unique')
      .on(table.merchantId, table.type, table.currency)
      .nullsNotDistinct(),
    check(
      'ledger_accounts_merchant_non_negative',
      sql`${table.merchantId} is null or (${table.type} = 'negative_balance' and ${table.balance} <= 0) or (${table.type} <> 'negative_balance' and ${table.balance} >= 0)`,
    ),
    check(
      'ledger_accounts_owner_type_check',
      sql`(${table.merchantId} is not null and ${table.type} in ('available', 'pending', 'payout_reserved', 'negative_balance', 'reserve')) or (${table.merchantId} is null and ${table.type} in ('fees', 'acquirer_clearing', 'payouts_clearing', 'refunds_clearing', 'disputes_clearing', 'fx', 'withholding_tax'))`,
    ),
  ],
);
