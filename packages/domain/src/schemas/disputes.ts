import { z } from 'zod';
import { DISPUTE_EVIDENCE_TEXT_MAX } from '../disputes.ts';
import { linkCurrencies } from '../money.ts';
import { listQuerySchema, listResponseSchema } from './common.ts';

/**
 * A dispute's states (docs/disputes.md): opened `needs_response`, `under_review` once the merchant
 * sent its evidence, then `won` (the money comes back) or `lost`.
 */
export const disputeStatuses = ['needs_response', 'under_review', 'won', 'lost'] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];

/** The states in which the dispute's amount and fee are held (and the payment cannot be refunded). */
export const openDisputeStatuses = [
  'needs_response',
  'under_review',
] as const satisfies readonly DisputeStatus[];

export function isOpenDispute(dispute: { status: DisputeStatus }): boolean {
  return (openDisputeStatuses as readonly DisputeStatus[]).includes(dispute.status);
}

/** Why the cardholder disputed, as the acquirer reports it. */
export const disputeReasons = [
  'fraudulent',
  'product_not_received',
  'product_unacceptable',
  'duplicate',
  'credit_not_processed',
  'general',
] as const;
export type DisputeReason = (typeof disputeReasons)[number];

export { DISPUTE_EVIDENCE_TEXT_MAX };

export const disputeEvidenceFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type DisputeEvidenceFile = z.infer<typeof disputeEvidenceFileSchema>;

export const disputeSchema = z.object({
  id: z.string().meta({ description: 'Identifier, `dp_…`.', examples: ['dp_3kT8vQ2mWn7pLx5cRb9Z'] }),
  paymentId: z.string().meta({ description: 'The disputed payment, `pay_…`.' }),
  transactionId: z
    .string()
    .meta({ description: "The payment's human reference.", examples: ['TX-7KQ4MZ2P9A'] }),
  amount: z.number().int().meta({ description: 'Disputed, in minor units.' }),
  fee: z.number().int().meta({ description: 'The dispute fee, in minor units: held with the amount.' }),
  currency: z.enum(linkCurrencies),
  reason: z.enum(disputeReasons),
  status: z.enum(disputeStatuses),
  evidenceDueBy: z.iso
    .datetime({ offset: true })
    .meta({ description: 'The last moment to send evidence (`needs_response`).' }),
  evidenceText: z.string().nullable(),
  evidenceFiles: z.array(disputeEvidenceFileSchema),
  evidenceSubmittedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  statusChangedAt: z.iso.datetime({ offset: true }),
});
export type Dispute = z.infer<typeof disputeSchema>;

export const disputeListQuery = listQuerySchema.extend({
  paymentId: z.string().max(64).optional().meta({ description: 'Only disputes of this payment.' }),
  status: z.enum(disputeStatuses).optional(),
});
export type DisputeListQuery = z.input<typeof disputeListQuery>;
export const disputeListResponse = listResponseSchema(disputeSchema);

export const adminDisputeSchema = disputeSchema.extend({ merchantId: z.string(), merchantName: z.string() });
export type AdminDispute = z.infer<typeof adminDisputeSchema>;
export const adminDisputeListQuery = disputeListQuery.extend({ merchantId: z.string().max(64).optional() });
export const adminDisputeListResponse = listResponseSchema(adminDisputeSchema);

/** The admin's decision on a dispute under review (or one left without evidence: lost). */
export const decideDisputeRequest = z.object({
  outcome: z.enum(['won', 'lost'], 'validation.required'),
});
export type DecideDisputeRequest = z.infer<typeof decideDisputeRequest>;

/** The evidence form's text field; the files travel beside it in the same multipart request. */
export const disputeEvidenceFields = z.object({
  text: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(DISPUTE_EVIDENCE_TEXT_MAX, 'disputes.errors.textTooLong'),
});
