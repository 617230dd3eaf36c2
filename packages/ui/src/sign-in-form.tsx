import { zodResolver } from '@hookform/resolvers/zod';
import { type SignInRequest, signInRequest } from '@kopru/domain/schemas/auth';
import { useMessage } from '@kopru/i18n/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { Field, TextField } from './field.tsx';
import { heldUntilHydrated, useReplayHeld } from './held-until-hydrated.tsx';
import { PasswordInput } from './password-input.tsx';

export interface SignInFormProps {
  /** Called with the checked e-mail and password. */
  onSubmit(credentials: SignInRequest): void;
  pending: boolean;
  /** The server's answer, already translated; focus moves to it when it appears. */
  error: string | null;
  /** A notice above the form (e.g. why the user was signed out). */
  notice?: ReactNode;
  /** The e-mail field's autocomplete hint. */
  emailAutoComplete?: 'email' | 'username';
  /** Marks both fields as required for assistive technology. */
  required?: boolean;
  /** Shown between the password and the submit button (e.g. "Forgot password?"). */
  beforeSubmit?: ReactNode;
}

type Input = z.input<typeof signInRequest>;

function firstMessage(errors: FieldErrors<Input>): string {
  return errors.email?.message ?? errors.password?.message ?? 'validation.credentialsRequired';
}

/** The e-mail and password form of both sign-in pages; a missing field or a refusal is shown above it. */
export function SignInForm({
  onSubmit,
  pending,
  error,
  notice,
  emailAutoComplete = 'email',
  required,
  beforeSubmit,
}: SignInFormProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const [invalid, setInvalid] = useState<string | null>(null);
  const form = useForm<Input, unknown, SignInRequest>({
    resolver: zodResolver(signInRequest),
    defaultValues: { email: '', password: '' },
    // Focus goes to the one message above the form (the effect below), not to a field.
    shouldFocusError: false,
  });
  const shown = invalid ? message(invalid) : error;
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useReplayHeld(formRef);
  useEffect(() => {
    if (shown) alertRef.current?.focus();
  }, [shown]);

  const submit = form.handleSubmit(
    (credentials) => {
      setInvalid(null);
      onSubmit(credentials);
    },
    (errors) => setInvalid(firstMessage(errors)),
  );

  return (
    <form
      ref={formRef}
      {...heldUntilHydrated}
      method="post"
      noValidate
      onSubmit={submit}
      className="space-y-4"
    >
      {notice && <Alert tone="warning">{notice}</Alert>}
      {shown && (
        <div ref={alertRef} tabIndex={-1} className="rounded-xl outline-none focus-visible:ring-2">
          <Alert tone="error" title={t('auth.login.errorTitle')}>
            {shown}
          </Alert>
        </div>
      )}
      <TextField
        label={t('auth.login.email')}
        type="email"
        autoComplete={emailAutoComplete}
        disabled={pending}
        required={required}
        {...form.register('email')}
      />
      <Field label={t('auth.login.password')}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('password')}
            autoComplete="current-password"
            disabled={pending}
            showLabel={t('common.showPassword')}
            hideLabel={t('common.hidePassword')}
            required={required}
          />
        )}
      </Field>
      {beforeSubmit}
      <Button type="submit" size="lg" className="w-full" loading={pending}>
        {pending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </form>
  );
}
