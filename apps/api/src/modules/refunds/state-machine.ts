import type { RefundStatus } from '@kopru/domain/schemas/refunds';
import { stateMachine } from '../../lib/state-machine.ts';

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

export const {
  ForbiddenTransitionError: ForbiddenRefundTransitionError,
  canTransition,
  assertTransition,
  isFinal,
} = stateMachine('refund', 'ForbiddenRefundTransitionError', refundTransitions);

export { reservingStatuses } from '@kopru/domain/schemas/refunds';
