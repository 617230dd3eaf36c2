import { paymentStatuses } from '@kopru/domain/schemas/payments';
import { describe, expect, it } from 'vitest';
import { assertTransition, canTransition, ForbiddenTransitionError, isFinal } from './state-machine.ts';

const allowed = new Set([
  'processing->requires_action',
  'processing->succeeded',
  'processing->failed',
  'requires_action->succeeded',
  'requires_action->failed',
]);

describe('payment state machine', () => {
  const pairs = paymentStatuses.flatMap((from) => paymentStatuses.map((to) => [from, to] as const));

  it.each(pairs)('%s -> %s is allowed exactly when the design says so', (from, to) => {
    const expected = allowed.has(`${from}->${to}`);
    expect(canTransition(from, to)).toBe(expected);
    if (expected) expect(() => assertTransition(from, to)).not.toThrow();
    else expect(() => assertTransition(from, to)).toThrow(ForbiddenTransitionError);
  });

  it('has succeeded and failed as its only final states', () => {
    expect(paymentStatuses.filter(isFinal)).toEqual(['succeeded', 'failed']);
  });
});
