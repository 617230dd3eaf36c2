import {
  adminApproveIdentityChange,
  adminListIdentityChanges,
  adminRejectIdentityChange,
  pendingIdentityChange,
} from '@kopru/domain/contracts/identity-changes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKey } from './admin-merchants.ts';
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

const adminIdentityKey = [...adminKey, 'identity-changes'] as const;

export function useIdentityChanges() {
  return useQuery({
    queryKey: adminIdentityKey,
    queryFn: () => call(adminListIdentityChanges),
  });
}

export function useDecideIdentityChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: string; action: 'approve' } | { id: string; action: 'reject'; reason: string },
    ) =>
      input.action === 'reject'
        ? call(adminRejectIdentityChange, { params: { id: input.id }, body: { reason: input.reason } })
        : call(adminApproveIdentityChange, { params: { id: input.id } }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}
