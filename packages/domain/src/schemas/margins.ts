import { z } from 'zod';
import { linkCurrencies } from '../money.ts';
import { decimalTextSchema } from './acquirer-payout.ts';
import { isoDateTime, listQuerySchema, listResponseSchema } from './common.ts';

/**
 * The platform's margin on marketplace payments (issue 41, item 2): our commission, from our
 * ledger, less iyzico's commission and fixed fee on the payment's items, from iyzico's own figures.
 * Without iyzico's figures on record the margin is not known: null, never an estimate.
 */
export const marginListQuery = listQuerySchema.extend({
  only: z
    .enum(['all', 'negative'])
    .default('all')
    .meta({ description: '`negative`: only payments whose margin is below zero.' }),
});
export type MarginListQuery = z.input<typeof marginListQuery>;

export const paymentMarginSchema = z.object({
  /** The payment's id. */
  id: z.string(),
  transactionId: z.string(),
  merchantId: z.string(),
  merchantName: z.string(),
  amount: z.number().int(),
  currency: z.enum(linkCurrencies),
  createdAt: isoDateTime,
  /** Our commission on the payment as the ledger booked it, minor units. */
  commission: z.number().int(),
  /** iyzico's figures summed over the payment's items (minor units, exact decimals); null until recorded. */
  acquirer: z
    .object({
      commission: decimalTextSchema,
      fee: decimalTextSchema,
      recordedAt: isoDateTime,
    })
    .nullable(),
  /** commission less iyzico's commission and fee; null while iyzico's figures are not recorded. */
  margin: decimalTextSchema.nullable(),
});
export type PaymentMargin = z.infer<typeof paymentMarginSchema>;
export const marginListResponse = listResponseSchema(paymentMarginSchema);

/** One month (Türkiye's time) and one currency: different currencies are never added. */
export const marginMonthSchema = z.object({
  /** YYYY-MM, the month the commission was booked in Türkiye's time. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  currency: z.enum(linkCurrencies),
  /** Payments with iyzico's figures recorded: the totals below are theirs. */
  payments: z.number().int(),
  commission: z.number().int(),
  acquirerCommission: decimalTextSchema,
  acquirerFee: decimalTextSchema,
  margin: decimalTextSchema,
  /** Payments of the month without iyzico's figures yet: not counted in the totals. */
  unrecorded: z.number().int(),
  /** Their commission, so the admin sees what the totals leave out. */
  unrecordedCommission: z.number().int(),
});
export type MarginMonth = z.infer<typeof marginMonthSchema>;
export const marginMonthsResponse = z.object({ months: z.array(marginMonthSchema) });
export type MarginMonths = z.infer<typeof marginMonthsResponse>;
