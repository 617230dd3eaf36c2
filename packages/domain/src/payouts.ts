/**
 * Payout rules shared by the API, the forms and the public texts. Amounts are minor units;
 * the maximum of a request is the available balance at that moment, enforced by the ledger.
 */
export const MIN_PAYOUT_MINOR = 1_000;

/** Who asked for a payout: the merchant by hand, or its automatic payouts schedule. */
export const payoutSources = ['manual', 'schedule'] as const;
export type PayoutSource = (typeof payoutSources)[number];

export const payoutStatuses = ['requested', 'approved', 'paid', 'rejected', 'failed', 'cancelled'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** Payouts waiting for an admin: to approve (requested) or to send (approved). */
export const openPayoutStatuses = ['requested', 'approved'] as const satisfies readonly PayoutStatus[];
export const closedPayoutStatuses = [
  'paid',
  'rejected',
  'failed',
  'cancelled',
] as const satisfies readonly PayoutStatus[];

export type PayoutAction = 'approve' | 'markPaid' | 'reject' | 'markFailed' | 'cancel';

/**
 * Every allowed move: the statuses an action starts from and where it leads. Cancelling is the
 * merchant's; the others are admin decisions. Anything else is a 409.
 */
export const payoutTransitions = {
  approve: { from: ['requested'], to: 'approved' },
  markPaid: { from: ['approved'], to: 'paid' },
  reject: { from: ['requested', 'approved'], to: 'rejected' },
  markFailed: { from: ['approved'], to: 'failed' },
  cancel: { from: ['requested'], to: 'cancelled' },
} as const satisfies Record<PayoutAction, { from: readonly PayoutStatus[]; to: PayoutStatus }>;

export function canTransition(action: PayoutAction, status: PayoutStatus): boolean {
  return (payoutTransitions[action].from as readonly PayoutStatus[]).includes(status);
}
