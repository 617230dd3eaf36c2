import type { PaymentStatus } from '@kopru/domain/schemas/payments';

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

export class ForbiddenTransitionError extends Error {
  override name = 'ForbiddenTransitionError';
  constructor(
    readonly from: PaymentStatus,
    readonly to: PaymentStatus,
  ) {
    super(`payment cannot move from ${from} to ${to}`);
  }
}

export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return paymentTransitions[from].includes(to);
}

/** Throws ForbiddenTransitionError unless `from -> to` is a transition of the machine. */
export function assertTransition(from: PaymentStatus, to: PaymentStatus): void {
  if (!canTransition(from, to)) throw new ForbiddenTransitionError(from, to);
}

export function isFinal(status: PaymentStatus): boolean {
  return paymentTransitions[status].length === 0;
}

/** The states the reconciler resolves by asking the acquirer. */
export const unresolvedStatuses = [
  'processing',
  'requires_action',
] as const satisfies readonly PaymentStatus[];
