import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { merchants } from './merchants.ts';
import { paymentLinks } from './payment-links.ts';

/**
 * Card payment attempts, succeeded and failed. Only the brand and last four digits of the card
 * are kept. `number` gives the human id TX-000123.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    linkId: text('link_id').references(() => paymentLinks.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['USD', 'EUR', 'GBP'] }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['succeeded', 'pending', 'failed'] }).notNull(),
    declineCode: text('decline_code'),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    provider: text('provider').notNull(),
    /** Succeeded payments: when the net amount moves from pending to available. */
    availableAt: timestampColumn('available_at'),
    settledAt: timestampColumn('settled_at'),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('payments_status_check', sql`${table.status} in ('succeeded', 'pending', 'failed')`),
    check(
      'payments_split_check',
      sql`${table.status} <> 'succeeded' or ${table.fee} + ${table.net} = ${table.amount}`,
    ),
    check('payments_last4_check', sql`${table.cardLast4} ~ '^[0-9]{4}$'`),
    index('payments_merchant_created_idx').on(table.merchantId, table.createdAt),
    index('payments_created_idx').on(table.createdAt),
    index('payments_unsettled_idx')
      .on(table.availableAt)
      .where(sql`${table.settledAt} is null and ${table.status} = 'succeeded'`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
