import {
  acceptInvitation,
  acceptInvitationSignUp,
  changeMemberRole,
  getTeam,
  inviteMember,
  previewInvitation,
  removeMember,
  revokeInvitation,
  setTeamTwoFactor,
  switchMerchant,
} from '@kopru/domain/contracts/team';
import type { AcceptInvitationSignUpRequest, InviteMemberRequest } from '@kopru/domain/schemas/team';
import type { MemberRole } from '@kopru/domain/team';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionKey } from './auth.ts';
import { ApiError, call } from './client.ts';
import { clearSignOutReason } from './session-sync.ts';

const teamKey = ['merchant', 'team'] as const;

/** The merchant's members and pending invitations. */
export function useTeam() {
  return useQuery({ queryKey: teamKey, queryFn: () => call(getTeam) });
}

function useTeamChange<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: teamKey }) });
}

export const useInviteMember = () =>
  useTeamChange((body: InviteMemberRequest) => call(inviteMember, { body }));

export const useRevokeInvitation = () =>
  useTeamChange((id: string) => call(revokeInvitation, { params: { id } }));

export const useChangeMemberRole = () =>
  useTeamChange(({ id, role }: { id: string; role: MemberRole }) =>
    call(changeMemberRole, { params: { id }, body: { role } }),
  );

export const useRemoveMember = () => useTeamChange((id: string) => call(removeMember, { params: { id } }));

/** What an invitation link is for; a used or unknown link is an answer (`null` + reason), not a retry. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => call(previewInvitation, { params: { token } }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    enabled: token.length > 0,
  });
}

/** Everything cached belonged to the previous merchant: start again from the new session. */
function startOver(client: QueryClient, session: unknown) {
  client.removeQueries({
    predicate: (query) => query.queryKey[0] !== 'session' && query.queryKey[0] !== 'config',
  });
  client.setQueryData(sessionKey, session);
}

export function useAcceptInvitationSignUp(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitationSignUpRequest) =>
      call(acceptInvitationSignUp, { params: { token }, body }),
    onSuccess: (session) => {
      clearSignOutReason();
      startOver(client, session);
    },
  });
}

export function useAcceptInvitation(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(acceptInvitation, { params: { token } }),
    onSuccess: (session) => startOver(client, session),
  });
}

export function useSwitchMerchant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (merchantId: string) => call(switchMerchant, { body: { merchantId } }),
    onSuccess: (session) => startOver(client, session),
  });
}

/** An owner requires two-factor of the team, or stops; the session's merchant carries the setting. */
export function useSetTeamTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => call(setTeamTwoFactor, { body: { required } }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKey }),
  });
}
