import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordRequest, changePasswordRequestSchema } from '@kopru/domain/schemas/auth';
import { useMessage } from '@kopru/i18n/react';
import { useMemo, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { PasswordInput } from './password-input.tsx';

/** What the form needs from the app's password-change request (`usePasswordChange` of the API client). */
export interface PasswordChange {
  submit(request: ChangePasswordRequest, onDone: () => void): void;
  pending: boolean;
  done: boolean;
  /** Why the server refused: an i18n key. */
  failure: string | null;
  reset(): void;
}

const empty = { currentPassword: '', newPassword: '', repeat: '' };
type Values = typeof empty;
const fields = Object.keys(empty) as (keyof Values)[];

/** All three filled, then the two new ones alike, then the server's own rules for the new password. */
function changeForm(minLength: number) {
  const filled = z.string().min(1, 'validation.fillRequired');
  return z
    .object({ currentPassword: filled, newPassword: filled, repeat: filled })
    .refine((values) => values.newPassword === values.repeat, {
      message: 'validation.newPasswordsDoNotMatch',
      path: ['repeat'],
    })
    .transform(({ currentPassword, newPassword }) => ({ currentPassword, newPassword }))
    .pipe(changePasswordRequestSchema(minLength));
}

function firstMessage(errors: FieldErrors<Values>): string {
  for (const field of fields) if (errors[field]?.message) return errors[field].message;
  return 'validation.invalid';
}

/** Current, new and repeated password; other sessions are signed out by the server on success. */
export function ChangePasswordForm({ minLength, change }: { minLength: number; change: PasswordChange }) {
  const { t } = useTranslation();
  const message = useMessage();
  const schema = useMemo(() => changeForm(minLength), [minLength]);
  const form = useForm<Values, unknown, ChangePasswordRequest>({
    resolver: zodResolver(schema),
    defaultValues: empty,
  });
  const [invalid, setInvalid] = useState<string | null>(null);
  const error = invalid ?? change.failure;

  const submit = form.handleSubmit(
    (request) => {
      setInvalid(null);
      change.reset();
      change.submit(request, () => form.reset(empty));
    },
    (errors) => {
      change.reset();
      setInvalid(firstMessage(errors));
    },
  );

  const input = (name: keyof Values, label: string, autoComplete: string, hint?: string) => (
    <Field label={label} hint={hint}>
      {(control) => (
        <PasswordInput
          {...control}
          {...form.register(name)}
          autoComplete={autoComplete}
          disabled={change.pending}
          showLabel={t('common.showPassword')}
          hideLabel={t('common.hidePassword')}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {change.done && <Alert tone="success">{t('sme.profile.passwordChanged')}</Alert>}
      {error && (
        <Alert tone="error" title={t('common.errorTitle')}>
          {message(error, { min: minLength })}
        </Alert>
      )}
      {input('currentPassword', t('sme.profile.currentPassword'), 'current-password')}
      {input(
        'newPassword',
        t('sme.profile.newPassword'),
        'new-password',
        t('common.passwordHint', { min: minLength }),
      )}
      {input('repeat', t('sme.profile.repeatPassword'), 'new-password')}
      <Button type="submit" loading={change.pending}>
        {change.pending ? t('sme.profile.changingPassword') : t('sme.profile.changePasswordSubmit')}
      </Button>
    </form>
  );
}
