import {
  adminClearSignInBackoff,
  adminDeactivateUser,
  adminDeleteUser,
  adminInviteAdmin,
  adminListUsers,
  adminReactivateUser,
} from '@kopru/domain/contracts/admin-users';
import type { AdminUserListQuery, InviteAdminRequest } from '@kopru/domain/schemas/admin-users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKey } from './admin-merchants.ts';
import { call } from './client.ts';

export function useAdminUsers(query: AdminUserListQuery) {
  return useQuery({
    queryKey: [...adminKey, 'users', query],
    queryFn: () => call(adminListUsers, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useInviteAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteAdminRequest) => call(adminInviteAdmin, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}

/** Deactivates an admin account, or reactivates a deactivated account (admin or SME). */
export function useSetAdminActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      call(active ? adminReactivateUser : adminDeactivateUser, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}

/** Lifts the sign-in back-off of any account after wrong passwords in a row (audited). */
export function useClearSignInBackoff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(adminClearSignInBackoff, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}

/** Deletes a deactivated SME account and what its sign-up made (audited). */
export function useDeleteSmeAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(adminDeleteUser, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}
