import type { ChangePasswordRequest } from '@kopru/domain/schemas/auth';
import { useChangePassword } from './auth.ts';
import { formFailureOf } from './form-failure.ts';

/** Why the server refused: above the form, or the reason at the new password (too weak). */
function failureKey(error: unknown): string | null {
  const failure = formFailureOf(error, {
    known: ['current_password_invalid', 'rate_limited', 'password_too_short'],
    fallback: 'sme.profile.passwordFailed',
  });
  return failure.message ?? failure.fields.newPassword ?? null;
}

/**
 * The password change as the change-password form of `@kopru/ui` takes it (the UI kit does not
 * call the API itself): `failure` is the i18n key of why the server refused.
 */
export function usePasswordChange() {
  const change = useChangePassword();
  return {
    pending: change.isPending,
    done: change.isSuccess,
    failure: change.isError ? failureKey(change.error) : null,
    reset: change.reset,
    submit: (request: ChangePasswordRequest, onDone: () => void) =>
      change.mutate(request, { onSuccess: onDone }),
  };
}
