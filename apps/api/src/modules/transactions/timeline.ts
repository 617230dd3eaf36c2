import type { TimelineEntry } from '@kopru/domain/schemas/transaction-detail';
import type { DisputeRow } from '../../db/schema/disputes.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import type { RefundRow } from '../../db/schema/refunds.ts';

type Entry = TimelineEntry['type'];

/**
 * How a 3-D Secure challenge ended, read from how the payment ended: a declined challenge and an
 * abandoned one have their own decline codes; any other end after the challenge means the bank
 * let the payer through (the acquirer may still decline the charge). Unknown after a processing
 * error, or while the payment still waits.
 */
function challengeOutcome(payment: PaymentRow): Entry | undefined {
  if (payment.status === 'succeeded') return 'three_ds_passed';
  if (payment.status !== 'failed') return undefined;
  if (payment.declineCode === 'authentication_failed') return 'three_ds_failed';
  if (payment.declineCode === 'authentication_abandoned') return 'three_ds_abandoned';
  if (payment.declineCode === 'processing_error') return undefined;
  return 'three_ds_passed';
}

/**
 * What happened to the payment, oldest first: created, the 3-D Secure challenge (`challengeAt`:
 * its `payment.requires_action` event) and its outcome, the payment's end, each refund and each
 * dispute step. Entries at the same moment keep this order.
 */
export function timelineOf(
  payment: PaymentRow,
  refunds: RefundRow[],
  disputes: DisputeRow[],
  challengeAt: Date | undefined,
): TimelineEntry[] {
  const entry = (type: Entry, at: Date, object?: { id: string; amount: number }, refund = false) => ({
    type,
    at: at.toISOString(),
    amount: object?.amount ?? null,
    refundId: refund && object ? object.id : null,
  });
  const entries = [entry('created', payment.createdAt)];
  if (challengeAt) {
    entries.push(entry('three_ds_challenge', challengeAt));
    const outcome = challengeOutcome(payment);
    if (outcome) entries.push(entry(outcome, payment.statusChangedAt));
  }
  if (payment.status === 'succeeded' || payment.status === 'failed')
    entries.push(entry(payment.status, payment.statusChangedAt));
  for (const refund of refunds) {
    entries.push(entry('refund_created', refund.createdAt, refund, true));
    if (refund.status !== 'pending')
      entries.push(entry(`refund_${refund.status}`, refund.statusChangedAt, refund, true));
  }
  for (const dispute of disputes) {
    entries.push(entry('dispute_created', dispute.createdAt, dispute));
    if (dispute.evidenceSubmittedAt)
      entries.push(entry('dispute_evidence_submitted', dispute.evidenceSubmittedAt, dispute));
    if (dispute.status === 'won' || dispute.status === 'lost')
      entries.push(entry(`dispute_${dispute.status}`, dispute.statusChangedAt, dispute));
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
