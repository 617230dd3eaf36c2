import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  regenerateBackupCodes,
  startTwoFactorSetup,
  verifyTwoFactorSignIn,
} from '@kopru/domain/contracts/two-factor';
import type { TwoFactorSetupResponse, TwoFactorSignInRequest } from '@kopru/domain/schemas/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKey } from './auth.ts';
import { call } from './client.ts';
import { formFailureOf } from './form-failure.ts';
import { clearSignOutReason } from './session-sync.ts';

/** Why a two-factor request was refused, as the i18n key the forms show. */
export function twoFactorFailureKey(error: unknown): string {
  const failure = formFailureOf(error, { fallback: 'auth.twoFactor.failed' });
  return failure.message ?? Object.values(failure.fields)[0] ?? 'auth.twoFactor.failed';
}

/** The second step of sign-in; on success the session is there like after a password sign-in. */
export function useTwoFactorSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorSignInRequest) => call(verifyTwoFactorSignIn, { body: input }),
    onSuccess: (session) => {
      clearSignOutReason();
      client.setQueryData(sessionKey, session);
    },
  });
}

/**
 * What the two-factor settings card of `@kopru/ui` needs: each action resolves, or rejects with
 * the i18n key of why the server refused. Turning on or off replaces the session cookie.
 */
export function useTwoFactorActions() {
  const client = useQueryClient();
  const keyed = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw new Error(twoFactorFailureKey(error));
    }
  };
  const start = useMutation({
    mutationFn: (password: string): Promise<TwoFactorSetupResponse> =>
      keyed(() => call(startTwoFactorSetup, { body: { password } })),
  });
  const confirm = useMutation({
    mutationFn: (code: string) => keyed(() => call(confirmTwoFactorSetup, { body: { code } })),
    onSuccess: (session) => client.setQueryData(sessionKey, session),
  });
  const disable = useMutation({
    mutationFn: (password: string) => keyed(() => call(disableTwoFactor, { body: { password } })),
    onSuccess: (session) => client.setQueryData(sessionKey, session),
  });
  const regenerate = useMutation({
    mutationFn: (password: string) =>
      keyed(() => call(regenerateBackupCodes, { body: { password } })).then((result) => result.backupCodes),
  });
  return {
    start: start.mutateAsync,
    confirm: async (code: string) => {
      await confirm.mutateAsync(code);
    },
    disable: async (password: string) => {
      await disable.mutateAsync(password);
    },
    regenerate: regenerate.mutateAsync,
  };
}
