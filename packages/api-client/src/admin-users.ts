import type {
  AdminUser,
  AdminUserList,
  AdminUserListQuery,
  InviteAdminRequest,
} from '@kopru/domain/schemas/admin-users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKey } from './admin-merchants.ts';
import { api } from './client.ts';

export function useAdminUsers(query: AdminUserListQuery) {
  return useQuery({
    queryKey: [...adminKey, 'users', query],
    queryFn: () => api.get<AdminUserList>('/api/admin/users', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useInviteAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteAdminRequest) => api.post<AdminUser>('/api/admin/users/invitations', input),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}

/** Deactivates or reactivates an admin account. */
export function useSetAdminActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api.post<AdminUser>(
        `/api/admin/users/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}

/** Lifts the sign-in back-off of any account after wrong passwords in a row (audited). */
export function useClearSignInBackoff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}/clear-sign-in-backoff`),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}
