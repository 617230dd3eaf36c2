import type { RefundStatus } from '@kopru/domain/schemas/refunds';

/**
 * The refund state machine (DESIGN.md "Payments"), the only place that says which moves are
 * allowed. A refund is recorded `pending`, its amount reserved, before the acquirer is called;
 * `succeeded` and `failed` are final.
 */
export const refundTransitions: Readonly<Record<RefundStatus, readonly RefundStatus[]>> = {
  pending: ['succeeded', 'failed'],
  succeeded: [],
  failed: [],
};

export class ForbiddenRefundTransitionError extends Error {
  override name = 'ForbiddenRefundTransitionError';
  constructor(
    readonly from: RefundStatus,
    readonly to: RefundStatus,
  ) {
    super(`refund cannot move from ${from} to ${to}`);
  }
}

export function canTransition(from: RefundStatus, to: RefundStatus): boolean {
  return refundTransitions[from].includes(to);
}

/** Throws ForbiddenRefundTransitionError unless `from -> to` is a transition of the machine. */
export function assertTransition(from: RefundStatus, to: RefundStatus): void {
  if (!canTransition(from, to)) throw new ForbiddenRefundTransitionError(from, to);
}

export function isFinal(status: RefundStatus): boolean {
  return refundTransitions[status].length === 0;
}

/** The states whose amount counts against what is left to refund of a payment. */
export const reservingStatuses = ['pending', 'succeeded'] as const satisfies readonly RefundStatus[];
