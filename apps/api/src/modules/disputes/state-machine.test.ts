import { disputeStatuses } from '@kopru/domain/schemas/disputes';
import { describe, expect, it } from 'vitest';
import {
  assertTransition,
  canTransition,
  ForbiddenDisputeTransitionError,
  isFinal,
} from './state-machine.ts';

const allowed = new Set([
  'needs_response->under_review',
  'needs_response->lost',
  'under_review->won',
  'under_review->lost',
]);

describe('dispute state machine', () => {
  const pairs = disputeStatuses.flatMap((from) => disputeStatuses.map((to) => [from, to] as const));

  it.each(pairs)('%s -> %s is allowed exactly when the design says so', (from, to) => {
    const expected = allowed.has(`${from}->${to}`);
    expect(canTransition(from, to)).toBe(expected);
    if (expected) expect(() => assertTransition(from, to)).not.toThrow();
    else expect(() => assertTransition(from, to)).toThrow(ForbiddenDisputeTransitionError);
  });

  it('has won and lost as its only final states', () => {
    expect(disputeStatuses.filter(isFinal)).toEqual(['won', 'lost']);
  });
});
