import { type DisputeStatus, isOpenDispute } from './schemas/disputes.ts';
import type { Payment } from './schemas/payments.ts';
import type { RefundStatus } from './schemas/refunds.ts';

/** Why a succeeded payment offers no refund, or less than it was paid (docs/refunds.md). */
export type RefundLimit = 'disputed' | 'charged_back' | 'partly_charged_back' | 'released' | null;

/**
 * What is left to refund of a payment, as the server counts it (refunds/service.ts): the amount
 * less refunds pending or succeeded and less what lost disputes charged back; nothing while a
 * dispute is open (the server answers 409 payment_disputed) or unless the payment succeeded, and
 * nothing once the merchant's share was released to the acquirer (marketplace mode, 409
 * refund_after_release).
 */
export function refundAvailability(
  payment: Pick<Payment, 'status' | 'amount' | 'chargedBackAmount'>,
  refunds: readonly { amount: number; status: RefundStatus }[],
  disputes: readonly { status: DisputeStatus }[],
  releasedToAcquirerAt: string | null = null,
): { refundable: number; limit: RefundLimit } {
  if (payment.status !== 'succeeded') return { refundable: 0, limit: null };
  const reserved = refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amount, 0);
  const refundable = Math.max(0, payment.amount - reserved - payment.chargedBackAmount);
  if (disputes.some(isOpenDispute)) return { refundable: 0, limit: refundable > 0 ? 'disputed' : null };
  if (releasedToAcquirerAt) return { refundable: 0, limit: refundable > 0 ? 'released' : null };
  if (payment.chargedBackAmount === 0) return { refundable, limit: null };
  return { refundable, limit: refundable > 0 ? 'partly_charged_back' : 'charged_back' };
}
