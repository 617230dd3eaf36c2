import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn, timestamps } from './columns.ts';
import { merchants } from './merchants.ts';
import { payments } from './payments.ts';

/**
 * A payment's rolling reserve in marketplace mode (decision 013): its own basket item of the same
 * sub-merchant, all of it the sub-merchant's (subMerchantPrice = price), so iyzico holds it in its
 * pool until the platform approves it when the reserve's window ends
 * (modules/sub-merchants/reserve-release.ts). Written with the payment and its share's item
 * (marketplace_items) before iyzico is asked; iyzico's id of the item is added with the success.
 */
export const marketplaceReserveItems = pgTable(
  'marketplace_reserve_items',
  {
    paymentId: text('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'restrict' }),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    subMerchantKey: text('sub_merchant_key').notNull(),
    /** The reserve in minor units: what iyzico pays the sub-merchant (its subMerchantPrice). */
    price: bigint('price', { mode: 'number' }).notNull(),
    /**
     * The reserve's part of the payment's withholding (decision 015): sent as the item's
     * `withholdingTax`, and added to its price, so the item's price is `price + withholdingTax`.
     */
    withholdingTax: bigint('withholding_tax', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    /** iyzico's paymentTransactionId of the item, from the charge's answer. */
    paymentTransactionId: text('payment_transaction_id'),
    /** When the worker may approve it: the payment's reserve_release_at, moved on as a lease and with back-off. */
    releaseAfter: timestampColumn('release_after'),
    /**
     * Claimed and being approved at iyzico (its price lowered first after a refund that took part
     * of it, decision 017): a refund meanwhile is refused, as for the share's item. Cleared with
     * iyzico's outcome.
     */
    releaseStartedAt: timestampColumn('release_started_at'),
    /** iyzico approved the item: it pays the reserve out. */
    releasedAt: timestampColumn('released_at'),
    /** What iyzico was told to pay when approved: the price less what refunds took of it. */
    releasedAmount: bigint('released_amount', { mode: 'number' }),
    releaseAttempts: integer('release_attempts').notNull().default(0),
    /** What iyzico said when it did not approve. */
    providerAnswer: text('provider_answer'),
    /** Refused or the attempts ran out: waits for an admin. */
    reviewSince: timestampColumn('review_since'),
    ...timestamps,
  },
  (table) => [
    check('marketplace_reserve_items_price_check', sql`${table.price} > 0`),
    index('marketplace_reserve_items_release_idx')
      .on(table.releaseAfter)
      .where(sql`${table.releaseAfter} is not null and ${table.releasedAt} is null`),
  ],
);

export type MarketplaceReserveItemRow = typeof marketplaceReserveItems.$inferSelect;
