import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn, timestamps } from './columns.ts';
import { merchants } from './merchants.ts';
import { payments } from './payments.ts';

/**
 * A payment's basket item in marketplace mode (decision 011): the sub-merchant it names and its
 * share, written with the payment before the acquirer is asked, so what was sent is on record;
 * the acquirer's id of the item (iyzico paymentTransactionId) is added when the charge succeeds.
 * One item per payment: the payment link's product.
 */
export const marketplaceItems = pgTable(
  'marketplace_items',
  {
    paymentId: text('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'restrict' }),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    subMerchantKey: text('sub_merchant_key').notNull(),
    /** The item's price: the payment's amount, in minor units. */
    price: bigint('price', { mode: 'number' }).notNull(),
    /** What the acquirer pays the sub-merchant: the price less the platform's fee. */
    subMerchantPrice: bigint('sub_merchant_price', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** iyzico's paymentTransactionId of the item, from the charge's answer. */
    paymentTransactionId: text('payment_transaction_id'),
    chargedAt: timestampColumn('charged_at'),
    ...timestamps,
  },
  (table) => [
    check(
      'marketplace_items_split_check',
      sql`${table.subMerchantPrice} >= 0 and ${table.subMerchantPrice} <= ${table.price}`,
    ),
    index('marketplace_items_merchant_idx').on(table.merchantId, table.createdAt),
  ],
);

export type MarketplaceItemRow = typeof marketplaceItems.$inferSelect;
