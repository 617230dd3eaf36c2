import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
    /** The item's price: the payment's amount less the reserve's item, in minor units. */
    price: bigint('price', { mode: 'number' }).notNull(),
    /** What the acquirer pays the sub-merchant: the price less the platform's fee and the withholding. */
    subMerchantPrice: bigint('sub_merchant_price', { mode: 'number' }).notNull(),
    /** The item's part of the payment's withholding, sent as its `withholdingTax` (decision 015). */
    withholdingTax: bigint('withholding_tax', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    /** iyzico's paymentTransactionId of the item, from the charge's answer. */
    paymentTransactionId: text('payment_transaction_id'),
    chargedAt: timestampColumn('charged_at'),
    /**
     * When the release worker may approve the item (modules/sub-merchants/release.ts): the
     * payment's settlement date, moved on as a lease and with back-off; null once released.
     */
    releaseAfter: timestampColumn('release_after'),
    /** iyzico approved the item: it pays the sub-merchant's share out. */
    releasedAt: timestampColumn('released_at'),
    /**
     * The release is in flight: set when the worker claims the item to ask iyzico, cleared only
     * once the outcome is known (approved: releasedAt; refused). A lost answer or a crash leaves it
     * set until a later pass learns the outcome. A refund is refused while it is set (the refund
     * service locks this row; docs/acquirers.md "Refunds after the release").
     */
    releaseStartedAt: timestampColumn('release_started_at'),
    /**
     * After a partial refund (docs/refunds.md "Marketplace mode"): the share of what remains that
     * iyzico is asked to pay (`subMerchantPrice` less the payment's refunds), set before iyzico's
     * item update (PUT /payment/item) is sent.
     */
    priceUpdateTo: bigint('price_update_to', { mode: 'number' }),
    /**
     * The item update is in flight: set before the call, cleared once its outcome is known. A lost
     * answer or a crash leaves it set, and the next pass reads the item at iyzico before sending
     * anything again.
     */
    priceUpdateStartedAt: timestampColumn('price_update_started_at'),
    /** iyzico took the update: its answer's `subMerchantPrice` (theirs, in minor units) and when. */
    acquirerSubMerchantPrice: bigint('acquirer_sub_merchant_price', { mode: 'number' }),
    priceUpdatedAt: timestampColumn('price_updated_at'),
    /** What the release moved out of the merchant's balance: the share iyzico was told to pay. */
    releasedAmount: bigint('released_amount', { mode: 'number' }),
    releaseAttempts: integer('release_attempts').notNull().default(0),
    /** What iyzico said when it did not approve. */
    providerAnswer: text('provider_answer'),
    /** Refused or the attempts ran out: waits for an admin. */
    reviewSince: timestampColumn('review_since'),
    ...timestamps,
  },
  (table) => [
    check(
      'marketplace_items_split_check',
      sql`${table.subMerchantPrice} >= 0 and ${table.subMerchantPrice} <= ${table.price}`,
    ),
    index('marketplace_items_merchant_idx').on(table.merchantId, table.createdAt),
    index('marketplace_items_release_idx')
      .on(table.releaseAfter)
      .where(sql`${table.releaseAfter} is not null`),
  ],
);

export type MarketplaceItemRow = typeof marketplaceItems.$inferSelect;
