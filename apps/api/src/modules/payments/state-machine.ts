import type { PaymentStatus } from '@kopru/domain/schemas/payments';
import { stateMachine } from '../../lib/state-machine.ts';

/**
 * The payment state machine (DESIGN.md "Payments"), the only place that says which moves are
 * allowed. A payment is recorded `processing` before the acquirer is called; `requires_action`
 * holds it during 3-D Secure; `succeeded` and `failed` are final (refunds build on top later).
 */
export const paymentTransitions: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  processing: ['requires_action', 'succeeded', 'failed'],
  requires_action: ['succeeded', 'failed'],
  succeeded: [],
  failed: [],
};

export const { ForbiddenTransitionError, canTransition, assertTransition, isFinal } = stateMachine(
  'payment',
  'ForbiddenTransitionError',
  paymentTransitions,
);

/** The states the reconciler resolves by asking the acquirer. */
export const unresolvedStatuses = [
  'processing',
  'requires_action',
] as const satisfies readonly PaymentStatus[];
