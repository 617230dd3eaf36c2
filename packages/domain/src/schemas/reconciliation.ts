import { z } from 'zod';
import { linkCurrencies } from '../money.ts';
import { isoDateTime } from './common.ts';
import { paymentStatuses } from './payments.ts';

/**
 * The admin console's reconciliation queue (docs/payments.md "Reconciler"): payments and refunds
 * whose outcome the acquirer's answers never settled after the reconciler's last attempt, with
 * what it said. An admin checks the acquirer's panel and asks again.
 */
const waiting = {
  merchantId: z.string(),
  merchantName: z.string(),
  amount: z.number().int(),
  currency: z.enum(linkCurrencies),
  provider: z.string().meta({ description: 'The acquirer: `sandbox` or `iyzico`.' }),
  providerAnswer: z.string().nullable().meta({
    description:
      'What the acquirer said at the last lookup, e.g. `5087 Üye işyerine ait ödeme kaydı bulunamadı`.',
  }),
  attempts: z.number().int().meta({ description: 'Lookups that settled nothing.' }),
  reviewSince: isoDateTime.meta({ description: 'When the lookups ran out.' }),
  createdAt: isoDateTime,
};

export const reconciliationPaymentSchema = z.object({
  id: z.string(),
  transactionId: z.string(),
  status: z.enum(paymentStatuses),
  providerPaymentId: z.string().nullable(),
  ...waiting,
});
export type ReconciliationPayment = z.infer<typeof reconciliationPaymentSchema>;

export const reconciliationRefundSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  transactionId: z.string(),
  method: z.enum(['refund', 'cancel']),
  ...waiting,
});
export type ReconciliationRefund = z.infer<typeof reconciliationRefundSchema>;

/**
 * A merchant's registration with the acquirer's marketplace (IYZICO_MODE=marketplace) that the
 * acquirer refused, or did not answer after the attempts ran out (decision 011).
 */
export const reconciliationSubMerchantSchema = z.object({
  merchantId: z.string(),
  merchantName: z.string(),
  subMerchantKey: z
    .string()
    .nullable()
    .meta({ description: 'The acquirer’s key once registered; null while the merchant is not.' }),
  providerAnswer: z.string().nullable().meta({ description: 'What the acquirer (or our check) said last.' }),
  attempts: z.number().int().meta({ description: 'Attempts without an answer since the last success.' }),
  reviewSince: isoDateTime,
});
export type ReconciliationSubMerchant = z.infer<typeof reconciliationSubMerchantSchema>;

/** An item iyzico refused to approve, or did not answer about after the attempts ran out (decision 011). */
export const reconciliationReleaseSchema = z.object({
  /** What Ask again names: the payment id for its share's item, `{paymentId}_reserve` for its reserve's. */
  itemId: z.string(),
  /** `share`: the payment's own item; `reserve`: its rolling reserve's item (decision 013). */
  item: z.enum(['share', 'reserve']),
  paymentId: z.string(),
  transactionId: z.string(),
  merchantId: z.string(),
  merchantName: z.string(),
  amount: z.number().int().meta({ description: 'The merchant’s share that iyzico would pay out.' }),
  currency: z.enum(linkCurrencies),
  providerAnswer: z.string().nullable(),
  attempts: z.number().int(),
  reviewSince: isoDateTime,
});
export type ReconciliationRelease = z.infer<typeof reconciliationReleaseSchema>;

export const reconciliationQueueResponse = z.object({
  payments: z.array(reconciliationPaymentSchema),
  refunds: z.array(reconciliationRefundSchema),
  subMerchants: z.array(reconciliationSubMerchantSchema),
  releases: z.array(reconciliationReleaseSchema),
  /** How many lookups the reconciler makes before it leaves one here. */
  maxAttempts: z.number().int(),
});
export type ReconciliationQueue = z.infer<typeof reconciliationQueueResponse>;
