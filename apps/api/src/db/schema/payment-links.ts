import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { merchants } from './merchants.ts';

export const paymentLinks = pgTable(
  'payment_links',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    /** The 6-character code in /pay/{code}. */
    code: text('code').notNull().unique(),
    productName: text('product_name').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['USD', 'EUR', 'GBP'] }).notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    clickCount: integer('click_count').notNull().default(0),
    successfulPayments: integer('successful_payments').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check('payment_links_amount_check', sql`${table.amount} between 100 and 100000000`),
    check('payment_links_currency_check', sql`${table.currency} in ('USD', 'EUR', 'GBP')`),
    index('payment_links_merchant_created_idx').on(table.merchantId, table.createdAt),
  ],
);

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
