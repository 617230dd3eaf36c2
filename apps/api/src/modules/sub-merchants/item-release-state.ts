import { stateMachine } from '../../lib/state-machine.ts';

/**
 * The state machine of a marketplace basket item's release (docs/acquirers.md "Marketplace
 * mode"), the one place that says which moves exist; the share's item (marketplace_items) and the
 * reserve's item (marketplace_reserve_items) follow the same one. The state is read from the
 * item's columns (itemReleaseStateOf):
 *
 * - `held`: charged, iyzico holds its money until the platform's rules release it;
 * - `releasing`: claimed by the worker, its price update and approval at iyzico in flight (no
 *   answer keeps it there, since iyzico may have approved);
 * - `in_review`: iyzico refused (or the lookups ran out): waits for an admin's Ask again;
 * - `released`: iyzico approved it and pays it to the sub-merchant;
 * - `refunded`: the refunds took all of it (decision 017): nothing is left to approve.
 *
 * A refund is possible only from `held` and `in_review`; one that leaves part of the item keeps
 * its state, one that takes all of it ends it `refunded`.
 */
export const itemReleaseStates = ['held', 'releasing', 'in_review', 'released', 'refunded'] as const;
export type ItemReleaseState = (typeof itemReleaseStates)[number];

export const itemReleaseTransitions: Readonly<Record<ItemReleaseState, readonly ItemReleaseState[]>> = {
  held: ['releasing', 'refunded'],
  releasing: ['released', 'in_review'],
  in_review: ['held', 'refunded'],
  released: [],
  refunded: [],
};

export const {
  ForbiddenTransitionError: ForbiddenItemReleaseTransitionError,
  canTransition: canItemTransition,
  assertTransition: assertItemTransition,
  isFinal: isFinalItemState,
} = stateMachine('marketplace item', 'ForbiddenItemReleaseTransitionError', itemReleaseTransitions);

/** The item's state from its columns; `left` is what the refunds left of it to release. */
export function itemReleaseStateOf(item: {
  releasedAt: Date | null;
  releaseStartedAt: Date | null;
  reviewSince: Date | null;
  left: number;
}): ItemReleaseState {
  if (item.releasedAt) return 'released';
  if (item.releaseStartedAt) return 'releasing';
  if (item.left <= 0) return 'refunded';
  return item.reviewSince ? 'in_review' : 'held';
}

/** Whether a refund may take from an item in `state` (the refund path's check). */
export const refundableItemState = (state: ItemReleaseState) => canItemTransition(state, 'refunded');

/** Why a refund is refused while the payment's item is in `state` (null: it may take from it). */
export function refundRefusalOf(
  state: ItemReleaseState,
): 'refund_after_release' | 'release_in_progress' | null {
  if (state === 'released') return 'refund_after_release';
  if (state === 'releasing') return 'release_in_progress';
  return null;
}
