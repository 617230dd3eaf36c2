/** Event types written to the outbox and delivered to webhooks (DESIGN.md "Developer platform"). */
export const eventTypes = [
  'payment.succeeded',
  'payment.failed',
  'payment.requires_action',
  /** Marketplace mode: the merchant's share was released to iyzico, which pays it to the merchant's IBAN. */
  'payment.released',
  'payment_link.created',
  'payment_link.updated',
  'payout.requested',
  'payout.approved',
  'payout.paid',
  'payout.rejected',
  'payout.failed',
  'payout.cancelled',
  'refund.created',
  'refund.succeeded',
  'refund.failed',
  'dispute.created',
  'dispute.evidence_submitted',
  'dispute.won',
  'dispute.lost',
  'kyc.approved',
  'kyc.rejected',
] as const;

export type EventType = (typeof eventTypes)[number];
