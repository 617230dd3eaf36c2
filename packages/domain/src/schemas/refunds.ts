import { z } from 'zod';
import { linkCurrencies } from '../money.ts';
import { listQuerySchema, listResponseSchema } from './common.ts';

/** A refund's states (DESIGN.md "Payments"): recorded `pending` before the acquirer is called. */
export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** The states whose amount counts against what is left to refund of a payment. */
export const reservingStatuses = ['pending', 'succeeded'] as const satisfies readonly RefundStatus[];

export const refundReasons = ['requested_by_customer', 'duplicate', 'fraudulent', 'other'] as const;
export type RefundReason = (typeof refundReasons)[number];

/** What a payment shows of its refunds: none, some of the amount, all of it. */
export const paymentRefundStatuses = ['none', 'partially_refunded', 'refunded'] as const;
export type PaymentRefundStatus = (typeof paymentRefundStatuses)[number];

export const refundSchema = z.object({
  id: z.string().meta({ description: 'Identifier, `re_…`.', examples: ['re_3kT8vQ2mWn7pLx5cRb9Z'] }),
  paymentId: z.string().meta({ description: 'The payment refunded, `pay_…`.' }),
  transactionId: z
    .string()
    .meta({ description: "The payment's human reference.", examples: ['TX-7KQ4MZ2P9A'] }),
  amount: z.number().int().meta({ description: 'Refunded, in minor units.' }),
  currency: z.enum(linkCurrencies),
  reason: z.enum(refundReasons),
  status: z.enum(refundStatuses),
  failureCode: z
    .string()
    .nullable()
    .meta({ description: 'Why the acquirer refused a failed refund, e.g. `processing_error`.' }),
  createdAt: z.iso.datetime({ offset: true }),
  statusChangedAt: z.iso.datetime({ offset: true }),
});
export type Refund = z.infer<typeof refundSchema>;

const amountField = z
  .number('refunds.errors.amount')
  .int('refunds.errors.amount')
  .positive('refunds.errors.amount')
  .max(Number.MAX_SAFE_INTEGER, 'refunds.errors.amount')
  .optional()
  .meta({ description: 'In minor units; omitted: what is left to refund of the payment.' });

/** The dashboard's refund of one payment (the payment is in the path). */
export const createRefundRequest = z.object({
  amount: amountField,
  reason: z.enum(refundReasons, 'validation.required'),
});
export type CreateRefundRequest = z.infer<typeof createRefundRequest>;

/** POST /v1/refunds. */
export const v1CreateRefundRequest = createRefundRequest.extend({
  paymentId: z.string('validation.required').min(1, 'validation.required').max(64),
});
export type V1CreateRefundRequest = z.infer<typeof v1CreateRefundRequest>;

export const refundListQuery = listQuerySchema.extend({
  paymentId: z.string().max(64).optional().meta({ description: 'Only refunds of this payment.' }),
  status: z.enum(refundStatuses).optional(),
});
export type RefundListQuery = z.input<typeof refundListQuery>;
export const refundListResponse = listResponseSchema(refundSchema);

export const adminRefundSchema = refundSchema.extend({ merchantId: z.string(), merchantName: z.string() });
export type AdminRefund = z.infer<typeof adminRefundSchema>;
export const adminRefundListQuery = refundListQuery.extend({ merchantId: z.string().max(64).optional() });
export const adminRefundListResponse = listResponseSchema(adminRefundSchema);

/** What a payment has left to refund: paid minus refunds pending or succeeded. */
export function refundStatusOf(amount: number, amountRefunded: number): PaymentRefundStatus {
  if (amountRefunded <= 0) return 'none';
  return amountRefunded >= amount ? 'refunded' : 'partially_refunded';
}

/** A refund moves money: the Idempotency-Key is required. */
export const refundPostHeaders = z
  .object({
    'idempotency-key': z
      .string('validation.required')
      .min(1, 'validation.required')
      .max(255)
      .meta({ description: 'Makes the request safe to retry: up to 255 of A-Z a-z 0-9 _ . : -' }),
  })
  .loose();
