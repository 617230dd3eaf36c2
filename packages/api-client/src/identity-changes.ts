import {
  adminApproveIdentityChange,
  adminListIdentityChanges,
  adminRejectIdentityChange,
  pendingIdentityChange,
} from '@kopru/domain/contracts/identity-changes';
import { useQuery } from '@tanstack/react-query';
import { changeReviewHooks } from './change-reviews.ts';
import { call } from './client.ts';

export const identityChangeKey = ['identity-change'] as const;

/** The signed-in merchant's change of legal identity waiting for review, if any. */
export function usePendingIdentityChange(enabled = true) {
  return useQuery({
    queryKey: identityChangeKey,
    queryFn: () => call(pendingIdentityChange),
    enabled,
  });
}

const review = changeReviewHooks('identity-changes', {
  list: () => call(adminListIdentityChanges),
  approve: (id) => call(adminApproveIdentityChange, { params: { id } }),
  reject: (id, reason) => call(adminRejectIdentityChange, { params: { id }, body: { reason } }),
});

/** The admin's queue of verified merchants' identity changes, and its decision. */
export const useIdentityChanges = review.useList;
export const useDecideIdentityChange = review.useDecide;
