import { collectFields } from '@kopru/domain/schemas/payer-details';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn, timestamps } from './columns.ts';
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
    /** Both set: the payer chooses the amount within them, `amount` is the suggested one. */
    customAmountMin: bigint('custom_amount_min', { mode: 'number' }),
    customAmountMax: bigint('custom_amount_max', { mode: 'number' }),
    /** Above 1: the payer chooses a quantity up to it. */
    maxQuantity: integer('max_quantity').notNull().default(1),
    expiresAt: timestampColumn('expires_at'),
    /** Successful payments after which the link is sold out. */
    maxPayments: integer('max_payments'),
    collectFields: text('collect_fields', { enum: collectFields }).array().notNull().default([]),
    /** Shown on our success view; null shows the standard text. */
    successMessage: text('success_message'),
    /** https only: the payer goes there with ?payment_id= after paying, instead of our success view. */
    redirectUrl: text('redirect_url'),
    /** GTİP customs tariff code, 12 digits (docs/export.md); copied to each sale's export record. */
    gtipCode: text('gtip_code'),
    /** ISO 3166-1 alpha-2 country of origin of the goods. */
    originCountry: text('origin_country').notNull().default('TR'),
    /** Goods that are shipped: the checkout asks a shipping address, iyzico gets PHYSICAL items. */
    physicalGoods: boolean('physical_goods').notNull().default(false),
    /** The merchant's own reference and key-value pairs (schemas/metadata.ts); its payments copy them. */
    clientReference: text('client_reference'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    active: boolean('active').notNull().default(true),
    clickCount: integer('click_count').notNull().default(0),
    successfulPayments: integer('successful_payments').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check('payment_links_amount_check', sql`${table.amount} between 100 and 100000000`),
    check('payment_links_currency_check', sql`${table.currency} in ('USD', 'EUR', 'GBP')`),
    check(
      'payment_links_custom_amount_check',
      sql`(${table.customAmountMin} is null and ${table.customAmountMax} is null) or (${table.customAmountMin} between 100 and ${table.customAmountMax} and ${table.customAmountMax} <= 100000000)`,
    ),
    check('payment_links_max_quantity_check', sql`${table.maxQuantity} between 1 and 100`),
    check('payment_links_max_payments_check', sql`${table.maxPayments} is null or ${table.maxPayments} >= 1`),
    check('payment_links_gtip_code_check', sql`${table.gtipCode} ~ '^[0-9]{12}$'`),
    check('payment_links_origin_country_check', sql`${table.originCountry} ~ '^[A-Z]{2}$'`),
    index('payment_links_merchant_created_idx').on(table.merchantId, table.createdAt),
    index('payment_links_merchant_client_reference_idx').on(
      table.merchantId,
      sql`lower(${table.clientReference})`,
    ),
  ],
);

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
