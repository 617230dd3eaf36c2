import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampColumn, timestamps } from './columns.ts';
import { merchants } from './merchants.ts';
import { payments } from './payments.ts';

/**
 * One export record per succeeded payment (docs/export.md): what was sold, to whom and where,
 * copied from the payment and its link when the fold worker picks the payment up, and the
 * numbers the merchant fills in later. Lira is not stored: it is read with the TCMB rate of the
 * sale's Istanbul date from exchange_rates, so a rate stored later still counts.
 */
export const exportRecords = pgTable(
  'export_records',
  {
    paymentId: text('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'restrict' }),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    /** When the payment was made (payments.created_at): the sale date, counted in Istanbul. */
    soldAt: timestampColumn('sold_at').notNull(),
    goods: text('goods').notNull(),
    quantity: integer('quantity').notNull(),
    gtipCode: text('gtip_code'),
    originCountry: text('origin_country').notNull(),
    buyerName: text('buyer_name'),
    buyerEmail: text('buyer_email'),
    /** Shipping address country, else billing address country; null when the link collected neither. */
    buyerCountry: text('buyer_country'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['USD', 'EUR', 'GBP'] }).notNull(),
    invoiceNumber: text('invoice_number'),
    trackingNumber: text('tracking_number'),
    etgbNumber: text('etgb_number'),
    ...timestamps,
  },
  (table) => [
    index('export_records_merchant_sold_idx').on(table.merchantId, table.soldAt, table.paymentId),
    // The warnings worker reads the sales of about five months ago, of every merchant.
    index('export_records_sold_idx').on(table.soldAt),
    check('export_records_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** One row per sale and warning threshold (30, 7 days left): the e-mail goes once, whatever the workers. */
export const exportProceedsWarnings = pgTable(
  'export_proceeds_warnings',
  {
    paymentId: text('payment_id')
      .notNull()
      .references(() => exportRecords.paymentId, { onDelete: 'restrict' }),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestampColumn('sent_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.paymentId, table.daysBefore] }),
    check('export_proceeds_warnings_days_check', sql`${table.daysBefore} in (30, 7)`),
  ],
);

export type ExportRecordRow = typeof exportRecords.$inferSelect;
