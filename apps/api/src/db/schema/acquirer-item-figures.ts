import { date, index, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampColumn, timestamps } from './columns.ts';
import { merchants } from './merchants.ts';
import { payments } from './payments.ts';

/** Minor units as iyzico gives them: an exact decimal (iyzico writes 0.349 TRY, 34.9 kuruş). */
const minor = (name: string) => numeric(name, { precision: 24, scale: 6 });
const rate = (name: string) => numeric(name, { precision: 20, scale: 8 });

/**
 * iyzico's own figures of a charged payment's basket items (iyzipay-java model/PaymentItem.java,
 * ConvertedPayout.java), one row per item: the payment's item (itemId = the payment id) and its
 * reserve item ({paymentId}_reserve). Written from every payment answer the adapter reads (the
 * Checkout Form's result, 3-D Secure auth, the reconciler's retrieve); a later answer overwrites.
 * Amounts are iyzico's, never ours: our ledger is checked against them (docs/payments.md).
 */
export const acquirerItemFigures = pgTable(
  'acquirer_item_figures',
  {
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    itemId: text('item_id').notNull(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    paymentTransactionId: text('payment_transaction_id').notNull(),
    /** The payment's currency: every amount below but the converted ones is in it. */
    currency: text('currency').notNull(),
    commissionRateAmount: minor('iyzi_commission_rate_amount'),
    commissionFee: minor('iyzi_commission_fee'),
    merchantPayoutAmount: minor('merchant_payout_amount'),
    subMerchantPayoutAmount: minor('sub_merchant_payout_amount'),
    /** A percentage, as iyzico gives it. */
    blockageRate: rate('blockage_rate'),
    blockageRateAmountMerchant: minor('blockage_rate_amount_merchant'),
    blockageRateAmountSubMerchant: minor('blockage_rate_amount_sub_merchant'),
    /** The day iyzico's blockage ends (it pays from then), in Türkiye's time (assumption A33). */
    blockageResolvedDate: date('blockage_resolved_date', { mode: 'string' }),
    /** blockageResolvedDate as iyzico wrote it. */
    blockageResolvedText: text('blockage_resolved_text'),
    /** convertedPayout: the currency iyzico pays in, its rate, and the amounts in that currency. */
    convertedCurrency: text('converted_currency'),
    convertedRate: rate('converted_rate'),
    convertedRateAmount: minor('converted_rate_amount'),
    convertedPaidPrice: minor('converted_paid_price'),
    convertedCommissionRateAmount: minor('converted_commission_rate_amount'),
    convertedCommissionFee: minor('converted_commission_fee'),
    convertedMerchantPayoutAmount: minor('converted_merchant_payout_amount'),
    convertedSubMerchantPayoutAmount: minor('converted_sub_merchant_payout_amount'),
    convertedBlockageRateAmountMerchant: minor('converted_blockage_rate_amount_merchant'),
    convertedBlockageRateAmountSubMerchant: minor('converted_blockage_rate_amount_sub_merchant'),
    /** When the answer these figures come from was read. */
    answeredAt: timestampColumn('answered_at').notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.paymentId, table.itemId] }),
    index('acquirer_item_figures_merchant_idx').on(table.merchantId),
  ],
);

export type AcquirerItemFiguresRow = typeof acquirerItemFigures.$inferSelect;
