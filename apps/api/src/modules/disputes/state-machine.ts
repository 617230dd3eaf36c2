import type { DisputeStatus } from '@kopru/domain/schemas/disputes';

/**
 * The dispute state machine (docs/disputes.md), the only place that says which moves are allowed.
 * A dispute opens `needs_response` with its amount and fee held; the merchant's evidence moves it
 * `under_review`; an admin decides `won` (the hold comes back) or `lost`. A dispute left without
 * evidence may be marked lost straight away, never won: there is nothing to win it with.
 */
export const disputeTransitions: Readonly<Record<DisputeStatus, readonly DisputeStatus[]>> = {
  needs_response: ['under_review', 'lost'],
  under_review: ['won', 'lost'],
  won: [],
  lost: [],
};

export class ForbiddenDisputeTransitionError extends Error {
  override name = 'ForbiddenDisputeTransitionError';
  constructor(
    readonly from: DisputeStatus,
    readonly to: DisputeStatus,
  ) {
    super(`dispute cannot move from ${from} to ${to}`);
  }
}

export function canTransition(from: DisputeStatus, to: DisputeStatus): boolean {
  return disputeTransitions[from].includes(to);
}

/** Throws ForbiddenDisputeTransitionError unless `from -> to` is a transition of the machine. */
export function assertTransition(from: DisputeStatus, to: DisputeStatus): void {
  if (!canTransition(from, to)) throw new ForbiddenDisputeTransitionError(from, to);
}

export function isFinal(status: DisputeStatus): boolean {
  return disputeTransitions[status].length === 0;
}

/** The states in which the dispute's amount and fee are held. */
export const openDisputeStatuses = [
  'needs_response',
  'under_review',
] as const satisfies readonly DisputeStatus[];
