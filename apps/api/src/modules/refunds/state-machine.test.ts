import { refundStatuses } from '@kopru/domain/schemas/refunds';
import { describe, expect, it } from 'vitest';
import { assertTransition, canTransition, ForbiddenRefundTransitionError, isFinal } from './state-machine.ts';

const allowed = new Set(['pending->succeeded', 'pending->failed']);

describe('refund state machine', () => {
  const pairs = refundStatuses.flatMap((from) => refundStatuses.map((to) => [from, to] as const));

  it.each(pairs)('%s -> %s is allowed exactly when the design says so', (from, to) => {
    const expected = allowed.has(`${from}->${to}`);
    expect(canTransition(from, to)).toBe(expected);
    if (expected) expect(() => assertTransition(from, to)).not.toThrow();
    else expect(() => assertTransition(from, to)).toThrow(ForbiddenRefundTransitionError);
  });

  it('has succeeded and failed as its only final states', () => {
    expect(refundStatuses.filter(isFinal)).toEqual(['succeeded', 'failed']);
  });
});
