import {
  adminEndUserSessions,
  adminUserSessions,
  endMyOtherSessions,
  endMySession,
  listMySessions,
} from '@kopru/domain/contracts/sessions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKey } from './admin-merchants.ts';
import { call } from './client.ts';

const mySessionsKey = ['sessions', 'mine'] as const;

/** The signed-in user's active sessions, newest use first, the current one marked. */
export function useMySessions(enabled = true) {
  return useQuery({
    queryKey: mySessionsKey,
    queryFn: () => call(listMySessions, {}).then((result) => result.sessions),
    enabled,
  });
}

/** Sign out one session (`id`) or, without an id, every other one. */
export function useEndMySessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => (id ? call(endMySession, { params: { id } }) : call(endMyOtherSessions, {})),
    onSettled: () => client.invalidateQueries({ queryKey: mySessionsKey }),
  });
}

/** How many active sessions a user has (admins). */
export function useAdminUserSessions(userId: string, enabled = true) {
  return useQuery({
    queryKey: [...adminKey, 'user-sessions', userId],
    queryFn: () => call(adminUserSessions, { params: { id: userId } }),
    enabled,
  });
}

/** Ends every session of a user (admins; audited). */
export function useAdminEndUserSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(adminEndUserSessions, { params: { id: userId } }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}
