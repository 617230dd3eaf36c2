import {
  changePassword,
  forgotPassword,
  getSession,
  register,
  resetPassword,
  signIn,
  signOut,
} from '@kopru/domain/contracts/auth';
import { publicConfig } from '@kopru/domain/contracts/config';
import { updateProfile } from '@kopru/domain/contracts/profile';
import type { Locale } from '@kopru/domain/locale';
import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SignInRequest,
} from '@kopru/domain/schemas/auth';
import type { UpdateProfileRequest } from '@kopru/domain/schemas/merchant';
import type { SessionResponse } from '@kopru/domain/schemas/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from './client.ts';
import { announceSignOut, clearSignOutReason } from './session-sync.ts';

export const sessionKey = ['session'] as const;

/** The signed-in user, or null when signed out (a 401 is an answer, not an error). */
export function useSession() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: async (): Promise<SessionResponse | null> => {
      try {
        return await call(getSession);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: () => call(publicConfig),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInRequest & { locale?: Locale }) => call(signIn, { body: input }),
    // With two-factor on, the answer is `{ twoFactorRequired: true }` and no session yet.
    onSuccess: (result) => {
      if ('user' in result) client.setQueryData(sessionKey, result);
    },
  });
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterRequest) => call(register, { body: input }),
    onSuccess: (session) => {
      clearSignOutReason();
      client.setQueryData(sessionKey, session);
    },
  });
}

/** Signs out here and tells the other tabs, which leave their signed-in pages too. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(signOut),
    onSettled: () => {
      client.setQueryData(sessionKey, null);
      client.removeQueries({
        predicate: (query) => query.queryKey[0] !== 'session' && query.queryKey[0] !== 'config',
      });
      announceSignOut();
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordRequest) => call(forgotPassword, { body: input }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordRequest) => call(resetPassword, { body: input }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) => call(changePassword, { body: input }),
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileRequest) => call(updateProfile, { body: input }),
    onSuccess: (merchant) => {
      // A verified merchant's change may now wait for review.
      void client.invalidateQueries({ queryKey: ['identity-change'] });
      client.setQueryData<SessionResponse | null>(sessionKey, (session) =>
        session ? { ...session, merchant } : session,
      );
    },
  });
}
