import { zodResolver } from '@hookform/resolvers/zod';
import { usePublicConfig, useResetPassword } from '@kopru/api-client/auth';
import { ApiError } from '@kopru/api-client/client';
import { formFailureOf } from '@kopru/api-client/form-failure';
import { RESET_PASSWORD_REDIRECT_MS } from '@kopru/domain/constants';
import { type ResetPasswordRequest, resetPasswordRequestSchema } from '@kopru/domain/schemas/auth';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { AuthCard } from '@kopru/ui/auth-card';
import { Button, buttonClasses } from '@kopru/ui/button';
import { Field } from '@kopru/ui/field';
import { FormFailure } from '@kopru/ui/form-actions';
import { PasswordInput } from '@kopru/ui/password-input';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { useFormFailure } from '@kopru/ui/use-form-failure';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';

const empty = { password: '', repeat: '' };
type Values = typeof empty;

/** The two passwords alike first, then the server's own rules for the new one (with the link's token). */
function resetForm(token: string, minLength: number) {
  return z
    .object({ password: z.string(), repeat: z.string() })
    .refine((values) => values.password === values.repeat, {
      message: 'validation.passwordsDoNotMatch',
      path: ['repeat'],
    })
    .transform((values) => ({ token, newPassword: values.password }))
    .pipe(resetPasswordRequestSchema(minLength));
}

function firstError(errors: FieldErrors): string {
  return (
    Object.values(errors)
      .find((error) => error?.message)
      ?.message?.toString() ?? 'validation.invalid'
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const config = usePublicConfig();
  const reset = useResetPassword();
  const minLength = config.data?.passwordMinLength ?? 6;
  const schema = useMemo(() => resetForm(token, minLength), [token, minLength]);
  const form = useForm<Values, unknown, ResetPasswordRequest>({
    resolver: zodResolver(schema),
    defaultValues: empty,
  });
  const { failure, show, clear } = useFormFailure(form, { above: true });
  const [invalidLink, setInvalidLink] = useState(!token);
  useDocumentTitle(t('auth.reset.title'));

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), RESET_PASSWORD_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const submit = form.handleSubmit(
    (request) => {
      clear();
      reset.mutate(request, {
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'invalid_reset_link') setInvalidLink(true);
          else show(formFailureOf(error, { known: ['rate_limited'], fallback: 'auth.reset.failed' }));
        },
      });
    },
    (errors) => show({ fields: {}, message: firstError(errors) }),
  );

  if (reset.isSuccess) {
    return (
      <AuthCard title={t('auth.reset.successTitle')}>
        <div className="flex gap-3" role="status">
          <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-emerald-600" />
          <p className="text-slate-700">{t('auth.reset.successText')}</p>
        </div>
        <Link to="/login" replace className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
          {t('auth.reset.goToLogin')}
        </Link>
      </AuthCard>
    );
  }

  if (invalidLink) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Alert tone="error" title={t('common.errorTitle')}>
          {t('auth.reset.invalidLink')}
        </Alert>
        <Link to="/login?view=forgot" className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
          {t('auth.reset.requestNew')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.reset.title')}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormFailure message={failure && message(failure, { min: minLength })} />
        <Field label={t('auth.reset.newPassword')} hint={t('common.passwordHint', { min: minLength })}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              {...form.register('password')}
              disabled={reset.isPending}
              showLabel={t('common.showPassword')}
              hideLabel={t('common.hidePassword')}
              required
            />
          )}
        </Field>
        <Field label={t('auth.reset.repeatPassword')}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              {...form.register('repeat')}
              disabled={reset.isPending}
              showLabel={t('common.showPassword')}
              hideLabel={t('common.hidePassword')}
              required
            />
          )}
        </Field>
        <Button type="submit" className="w-full" size="lg" loading={reset.isPending}>
          {reset.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
