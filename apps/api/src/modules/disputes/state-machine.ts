import type { DisputeStatus } from '@kopru/domain/schemas/disputes';
import { stateMachine } from '../../lib/state-machine.ts';

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

export const {
  ForbiddenTransitionError: ForbiddenDisputeTransitionError,
  canTransition,
  assertTransition,
  isFinal,
} = stateMachine('dispute', 'ForbiddenDisputeTransitionError', disputeTransitions);
