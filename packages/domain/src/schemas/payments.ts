import { z } from 'zod';
import { linkCurrencies } from '../money.ts';
import { listQuerySchema, listResponseSchema } from './common.ts';

export const paymentStatuses = ['succeeded', 'pending', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentSchema = z.object({
  id: z.string(),
  transactionId: z.string(),
  linkId: z.string().nullable(),
  description: z.string(),
  amount: z.number().int(),
  currency: z.enum(linkCurrencies),
  fee: z.number().int(),
  net: z.number().int(),
  status: z.enum(paymentStatuses),
  declineCode: z.string().nullable(),
  cardBrand: z.string(),
  cardLast4: z.string(),
  settled: z.boolean(),
  availableAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Payment = z.infer<typeof paymentSchema>;

const isoDate = z.iso.date('validation.date');

export const paymentListQuery = listQuerySchema.extend({
  status: z.enum(paymentStatuses).optional(),
  currency: z.enum(linkCurrencies).optional(),
  /** Inclusive calendar days (UTC). */
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type PaymentListQuery = z.input<typeof paymentListQuery>;
export const paymentListResponse = listResponseSchema(paymentSchema);

export const adminPaymentSchema = paymentSchema.extend({
  type: z.literal('payment'),
  merchantId: z.string(),
  merchantName: z.string(),
});
export const adminPaymentListQuery = paymentListQuery.extend({
  merchantId: z.string().max(64).optional(),
  q: z.string().trim().max(64).optional(),
});
export const adminPaymentListResponse = listResponseSchema(adminPaymentSchema);
