import { z } from 'zod';
import { eventTypes } from '../events.ts';
import { webhookDeliveryStatuses } from '../webhooks.ts';
import { acquirerPayoutItemSchema } from './acquirer-payout.ts';
import { disputeSchema } from './disputes.ts';
import { paymentSchema } from './payments.ts';
import { refundSchema } from './refunds.ts';

export const timelineEntryTypes = [
  'created',
  /** The payer's bank asked for a 3-D Secure challenge; the payer was sent to it. */
  'three_ds_challenge',
  'three_ds_passed',
  'three_ds_failed',
  /** The payer left the challenge unfinished. */
  'three_ds_abandoned',
  'succeeded',
  'failed',
  'refund_created',
  'refund_succeeded',
  'refund_failed',
  'dispute_created',
  'dispute_evidence_submitted',
  'dispute_won',
  'dispute_lost',
] as const;
export type TimelineEntryType = (typeof timelineEntryTypes)[number];

export const timelineEntrySchema = z.object({
  type: z.enum(timelineEntryTypes),
  at: z.iso.datetime({ offset: true }),
  /** Refund and dispute entries: the refund's or the dispute's amount. */
  amount: z.number().int().nullable(),
  refundId: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** One ledger entry of the payment or of one of its refunds. */
export const ledgerLineSchema = z.object({
  ledgerTransactionId: z.string(),
  kind: z.string().meta({ description: 'payment, refund_reserved, refund, refund_failed, settlement…' }),
  account: z.string().meta({ description: 'available, pending, fees, acquirer_clearing, refunds_clearing…' }),
  merchantAccount: z.boolean().meta({ description: "Whether it is one of the merchant's own accounts." }),
  currency: z.string(),
  amount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

/** One event of the payment (or of its refunds and disputes) sent to one of the merchant's webhook endpoints. */
export const transactionDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.enum(eventTypes),
  endpointId: z.string(),
  endpointUrl: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable().meta({
    description: "The endpoint's HTTP status at the last attempt; null before one or without an answer.",
  }),
  lastAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TransactionDelivery = z.infer<typeof transactionDeliverySchema>;

export const transactionDetailSchema = z.object({
  payment: paymentSchema,
  /** null for a member whose role does not show the payer's details (payments.payerDetails). */
  payer: z
    .object({
      name: z.string(),
      email: z.string().nullable(),
      locale: z.enum(['en', 'tr']).nullable(),
    })
    .nullable(),
  /** Without refunds.read or disputes.read, the refund or dispute steps are left out. */
  timeline: z.array(timelineEntrySchema),
  /** null for a member whose role does not read refunds (refunds.read). */
  refunds: z.array(refundSchema).nullable(),
  /** null for a member whose role does not read disputes (disputes.read). */
  disputes: z.array(disputeSchema).nullable(),
  /** The payment's entries; those of its refunds and disputes only with their read permission. */
  ledger: z.array(ledgerLineSchema),
  /**
   * null for a member whose role does not read webhooks (webhooks.read); otherwise the deliveries
   * of the events about what the member reads.
   */
  webhookDeliveries: z.array(transactionDeliverySchema).nullable(),
  /**
   * Marketplace mode: when the merchant's share was released to the acquirer (iyzico pays it
   * out); a refund is no longer offered (409 refund_after_release). null otherwise.
   */
  releasedToAcquirerAt: z.iso.datetime({ offset: true }).nullable(),
  /** Marketplace mode: when and how much iyzico pays each item, by its own figures; empty otherwise. */
  acquirerPayout: z.array(acquirerPayoutItemSchema),
  /**
   * The e-commerce withholding kept from the merchant for the tax office (decision 015): its rate
   * in basis points (100 = 1 %) and amount, fixed when the payment started; null when none.
   */
  withholding: z.object({ basisPoints: z.number().int(), amount: z.number().int() }).nullable(),
});
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

/** A platform admin sees all of it. */
export const adminTransactionDetailSchema = transactionDetailSchema.extend({
  refunds: z.array(refundSchema),
  disputes: z.array(disputeSchema),
  webhookDeliveries: z.array(transactionDeliverySchema),
  merchantId: z.string(),
  merchantName: z.string(),
});
export type AdminTransactionDetail = z.infer<typeof adminTransactionDetailSchema>;
