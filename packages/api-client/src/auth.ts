import type { Locale } from '@kopru/domain/locale';
import type {
  ChangePasswordRequest,
  ConfirmEmailRequest,
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

// The descriptions are imported on first call, so zod and the schemas stay out of the first
// JavaScript of the pages that ask for the session (decision 006).
const auth = () => import('@kopru/domain/contracts/auth');
const config = () => import('@kopru/domain/contracts/config');
const profile = () => import('@kopru/domain/contracts/profile');

export const sessionKey = ['session'] as const;

/** The signed-in user, or null when signed out (a 401 is an answer, not an error). */
export function useSession() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: async (): Promise<SessionResponse | null> => {
      try {
        return await call((await auth()).getSession);
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
    queryFn: async () => call((await config()).publicConfig),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInRequest & { locale?: Locale }) =>
      call((await auth()).signIn, { body: input }),
    // With two-factor on, the answer is `{ twoFactorRequired: true }` and no session yet.
    onSuccess: (result) => {
      if ('user' in result) client.setQueryData(sessionKey, result);
    },
  });
}

/** Signs up; the answer is the same for a taken address, and nobody is signed in (check your e-mail). */
export function useRegister() {
  return useMutation({
    mutationFn: async (input: RegisterRequest) => call((await auth()).register, { body: input }),
    onSuccess: () => clearSignOutReason(),
  });
}

/** Confirms the address with the token of the e-mailed link; a signed-in session shows it at once. */
export function useConfirmEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ConfirmEmailRequest) => call((await auth()).confirmEmail, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKey }),
  });
}

/** E-mails the signed-in user a new confirmation link. */
export function useResendEmailConfirmation() {
  return useMutation({
    mutationFn: async () => call((await auth()).resendEmailConfirmation),
  });
}

/** Signs out here and tells the other tabs, which leave their signed-in pages too. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => call((await auth()).signOut),
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
    mutationFn: async (input: ForgotPasswordRequest) => call((await auth()).forgotPassword, { body: input }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async (input: ResetPasswordRequest) => call((await auth()).resetPassword, { body: input }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: ChangePasswordRequest) => call((await auth()).changePassword, { body: input }),
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateProfileRequest) => call((await profile()).updateProfile, { body: input }),
    onSuccess: (merchant) => {
      // A verified merchant's change may now wait for review.
      void client.invalidateQueries({ queryKey: ['identity-change'] });
      void client.invalidateQueries({ queryKey: ['acquirer-registration'] });
      client.setQueryData<SessionResponse | null>(sessionKey, (session) =>
        session ? { ...session, merchant } : session,
      );
    },
  });
}
