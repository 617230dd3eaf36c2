import type { ChangePasswordRequest } from '@kopru/domain/schemas/auth';
import { useChangePassword } from './auth.ts';
import { formFailureOf } from './form-failure.ts';

/**
 * The password change as the change-password form of `@kopru/ui` takes it (the UI kit does not
 * call the API itself): `failure` is the i18n key of why the server refused.
 */
export function usePasswordChange() {
  const change = useChangePassword();
  return {
    pending: change.isPending,
    done: change.isSuccess,
    failure: change.isError
      ? formFailureOf(change.error, {
          known: ['current_password_invalid', 'rate_limited', 'password_too_short'],
          fallback: 'sme.profile.passwordFailed',
        }).message
      : null,
    reset: change.reset,
    submit: (request: ChangePasswordRequest, onDone: () => void) =>
      change.mutate(request, { onSuccess: onDone }),
  };
}
