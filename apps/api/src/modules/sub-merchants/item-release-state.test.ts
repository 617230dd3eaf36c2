import { describe, expect, it } from 'vitest';
import {
  assertItemTransition,
  canItemTransition,
  ForbiddenItemReleaseTransitionError,
  isFinalItemState,
  itemReleaseStateOf,
  itemReleaseStates,
  refundableItemState,
} from './item-release-state.ts';

const allowed = new Set([
  'held->releasing',
  'held->refunded',
  'releasing->released',
  'releasing->in_review',
  'in_review->held',
  'in_review->refunded',
]);

describe('marketplace item release state machine', () => {
  const pairs = itemReleaseStates.flatMap((from) => itemReleaseStates.map((to) => [from, to] as const));

  it.each(pairs)('%s -> %s is allowed exactly when the design says so', (from, to) => {
    const expected = allowed.has(`${from}->${to}`);
    expect(canItemTransition(from, to)).toBe(expected);
    if (expected) expect(() => assertItemTransition(from, to)).not.toThrow();
    else expect(() => assertItemTransition(from, to)).toThrow(ForbiddenItemReleaseTransitionError);
  });

  it('has released and refunded as its only final states; refunds only from held and in_review', () => {
    expect(itemReleaseStates.filter(isFinalItemState)).toEqual(['released', 'refunded']);
    expect(itemReleaseStates.filter(refundableItemState)).toEqual(['held', 'in_review']);
  });

  it('reads the state from the item’s columns', () => {
    const at = new Date('2026-12-07T10:00:00Z');
    const base = { releasedAt: null, releaseStartedAt: null, reviewSince: null, left: 100 };
    expect(itemReleaseStateOf(base)).toBe('held');
    expect(itemReleaseStateOf({ ...base, releaseStartedAt: at })).toBe('releasing');
    expect(itemReleaseStateOf({ ...base, reviewSince: at })).toBe('in_review');
    expect(itemReleaseStateOf({ ...base, releasedAt: at, left: 0 })).toBe('released');
    expect(itemReleaseStateOf({ ...base, left: 0 })).toBe('refunded');
    expect(itemReleaseStateOf({ ...base, reviewSince: at, left: 0 })).toBe('refunded');
  });
});

describe('a refund against the item’s state', () => {
  it('is refused once released or while releasing, allowed otherwise', async () => {
    const { refundRefusalOf } = await import('./item-release-state.ts');
    expect(itemReleaseStates.map((state) => [state, refundRefusalOf(state)])).toEqual([
      ['held', null],
      ['releasing', 'release_in_progress'],
      ['in_review', null],
      ['released', 'refund_after_release'],
      ['refunded', null],
    ]);
  });
});
