import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { kycSubmissions } from './kyc-submissions.ts';
import { merchants } from './merchants.ts';
import { payoutQuotes } from './payout-quotes.ts';
import { users } from './users.ts';

/**
 * Payout requests. The bank, IBAN and account holder are copied from the approved KYC when the
 * merchant asks, so later changes do not move a payout already in flight. `reference` is the
 * human reference (PO- and random symbols, @kopru/domain/references; PO-000123 from `number` for
 * payouts made before, kept valid); `number` is an internal row number, never shown. The money
 * itself lives in the ledger (available ->
 * payout_reserved -> payouts_clearing, or back to available).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    reference: text('reference').notNull().unique(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['USD', 'EUR', 'GBP'] }).notNull(),
    /** What reaches the bank: `currency` itself, or TRY for a converted payout (docs/fx.md). */
    payoutCurrency: text('payout_currency', { enum: ['USD', 'EUR', 'GBP', 'TRY'] }).notNull(),
    /** In minor units of `payout_currency`: `amount`, or the lira of the quote. */
    payoutAmount: bigint('payout_amount', { mode: 'number' }).notNull(),
    /** A converted payout's quote and the figures the merchant confirmed (copied from it). */
    quoteId: text('quote_id')
      .unique()
      .references(() => payoutQuotes.id, { onDelete: 'restrict' }),
    fxReferenceRate: numeric('fx_reference_rate', { precision: 18, scale: 6 }),
    fxRateDate: date('fx_rate_date', { mode: 'string' }),
    fxRateSource: text('fx_rate_source', { enum: ['tcmb', 'manual'] }),
    fxAppliedRate: numeric('fx_applied_rate', { precision: 18, scale: 6 }),
    fxSpreadBasisPoints: integer('fx_spread_basis_points'),
    fxSpreadMinor: bigint('fx_spread_minor', { mode: 'number' }),
    fxFeeMinor: bigint('fx_fee_minor', { mode: 'number' }),
    status: text('status', {
      enum: ['requested', 'approved', 'paid', 'rejected', 'failed', 'cancelled'],
    }).notNull(),
    kycSubmissionId: text('kyc_submission_id')
      .notNull()
      .references(() => kycSubmissions.id, { onDelete: 'restrict' }),
    bankName: text('bank_name').notNull(),
    iban: text('iban').notNull(),
    accountHolder: text('account_holder').notNull(),
    bankReference: text('bank_reference'),
    /** Why it was rejected or failed; the merchant is told. */
    reason: text('reason'),
    requestedAt: timestampColumn('requested_at').notNull(),
    approvedAt: timestampColumn('approved_at'),
    approvedBy: text('approved_by').references(() => users.id, { onDelete: 'restrict' }),
    paidAt: timestampColumn('paid_at'),
    /** When it reached a final status, and who did it (an admin, or the merchant's user for a cancel). */
    decidedAt: timestampColumn('decided_at'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'restrict' }),
    updatedAt: timestampColumn('updated_at').notNull(),
    /** `schedule`: created by the automatic payouts worker (docs/automatic-payouts.md). */
    source: text('source', { enum: ['manual', 'schedule'] })
      .notNull()
      .default('manual'),
  },
  (table) => [
    check('payouts_source_check', sql`${table.source} in ('manual', 'schedule')`),
    check(
      'payouts_status_check',
      sql`${table.status} in ('requested', 'approved', 'paid', 'rejected', 'failed', 'cancelled')`,
    ),
    check('payouts_amount_positive', sql`${table.amount} > 0`),
    check(
      'payouts_conversion_check',
      sql`(${table.payoutCurrency} = ${table.currency} and ${table.payoutAmount} = ${table.amount} and ${table.quoteId} is null) or (${table.payoutCurrency} = 'TRY' and ${table.quoteId} is not null and ${table.fxAppliedRate} is not null and ${table.fxFeeMinor} is not null)`,
    ),
    check(
      'payouts_decided_check',
      sql`(${table.status} in ('paid', 'rejected', 'failed', 'cancelled')) = (${table.decidedAt} is not null)`,
    ),
    check(
      'payouts_paid_check',
      sql`(${table.status} = 'paid') = (${table.paidAt} is not null and ${table.bankReference} is not null)`,
    ),
    check(
      'payouts_reason_check',
      sql`${table.status} not in ('rejected', 'failed') or ${table.reason} is not null`,
    ),
    check(
      'payouts_approved_check',
      sql`${table.status} not in ('approved', 'paid', 'failed') or ${table.approvedAt} is not null`,
    ),
    index('payouts_merchant_requested_idx').on(table.merchantId, table.requestedAt),
    index('payouts_status_requested_idx').on(table.status, table.requestedAt),
  ],
);

export type PayoutRow = typeof payouts.$inferSelect;
