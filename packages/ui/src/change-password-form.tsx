import { useChangePassword } from '@kopru/api-client/auth';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { changePasswordRequestSchema } from '@kopru/domain/schemas/auth';
import { useMessage } from '@kopru/i18n/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { PasswordInput } from './password-input.tsx';

const empty = { currentPassword: '', newPassword: '', repeat: '' };

/** Current, new and repeated password; other sessions are signed out by the server on success. */
export function ChangePasswordForm({ minLength }: { minLength: number }) {
  const { t } = useTranslation();
  const message = useMessage();
  const change = useChangePassword();
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.reset();
    if (!values.currentPassword || !values.newPassword || !values.repeat) {
      setError(message('validation.fillRequired'));
      return;
    }
    if (values.newPassword !== values.repeat) {
      setError(message('validation.newPasswordsDoNotMatch'));
      return;
    }
    const parsed = changePasswordRequestSchema(minLength).safeParse(values);
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message ?? 'validation.invalid', { min: minLength }));
      return;
    }
    setError(null);
    change.mutate(parsed.data, {
      onSuccess: () => setValues(empty),
      onError: (failure) => {
        const known =
          failure instanceof ApiError &&
          ['current_password_invalid', 'rate_limited', 'password_too_short'].includes(failure.code);
        setError(message(known ? errorMessageKey(failure) : 'sme.profile.passwordFailed'));
      },
    });
  };

  const input = (key: keyof typeof empty, label: string, autoComplete: string) => (
    <Field label={label}>
      {(control) => (
        <PasswordInput
          {...control}
          autoComplete={autoComplete}
          value={values[key]}
          onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
          disabled={change.isPending}
          showLabel={t('common.showPassword')}
          hideLabel={t('common.hidePassword')}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {change.isSuccess && <Alert tone="success">{t('sme.profile.passwordChanged')}</Alert>}
      {error && (
        <Alert tone="error" title={t('common.errorTitle')}>
          {error}
        </Alert>
      )}
      {input('currentPassword', t('sme.profile.currentPassword'), 'current-password')}
      {input('newPassword', t('sme.profile.newPassword'), 'new-password')}
      {input('repeat', t('sme.profile.repeatPassword'), 'new-password')}
      <Button type="submit" loading={change.isPending}>
        {change.isPending ? t('sme.profile.changingPassword') : t('sme.profile.changePasswordSubmit')}
      </Button>
    </form>
  );
}
