import { describe, expect, it } from 'vitest';
import { canTransition, payoutStatuses, payoutTransitions } from './payouts.ts';

describe('payout transitions', () => {
  it('lets a requested payout be approved, rejected or cancelled, and nothing else', () => {
    expect(canTransition('approve', 'requested')).toBe(true);
    expect(canTransition('reject', 'requested')).toBe(true);
    expect(canTransition('cancel', 'requested')).toBe(true);
    expect(canTransition('markPaid', 'requested')).toBe(false);
    expect(canTransition('markFailed', 'requested')).toBe(false);
  });

  it('lets an approved payout be paid, failed or rejected, but not cancelled by the merchant', () => {
    expect(canTransition('markPaid', 'approved')).toBe(true);
    expect(canTransition('markFailed', 'approved')).toBe(true);
    expect(canTransition('reject', 'approved')).toBe(true);
    expect(canTransition('cancel', 'approved')).toBe(false);
    expect(canTransition('approve', 'approved')).toBe(false);
  });

  it('never moves a paid, rejected, failed or cancelled payout again', () => {
    for (const status of ['paid', 'rejected', 'failed', 'cancelled'] as const) {
      for (const action of Object.keys(payoutTransitions) as (keyof typeof payoutTransitions)[]) {
        expect(canTransition(action, status)).toBe(false);
      }
    }
  });

  it('leads only to known statuses', () => {
    for (const transition of Object.values(payoutTransitions)) {
      expect(payoutStatuses).toContain(transition.to);
    }
  });
});
