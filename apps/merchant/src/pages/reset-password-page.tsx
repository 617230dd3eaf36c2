import { usePublicConfig, useResetPassword } from '@kopru/api-client/auth';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { RESET_PASSWORD_REDIRECT_MS } from '@kopru/domain/constants';
import { newPasswordSchema } from '@kopru/domain/schemas/auth';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { AuthCard } from '@kopru/ui/auth-card';
import { Button, buttonClasses } from '@kopru/ui/button';
import { Field } from '@kopru/ui/field';
import { FormFailure } from '@kopru/ui/form-actions';
import { PasswordInput } from '@kopru/ui/password-input';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const config = usePublicConfig();
  const reset = useResetPassword();
  const minLength = config.data?.passwordMinLength ?? 6;
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [invalidLink, setInvalidLink] = useState(!token);
  useDocumentTitle(t('auth.reset.title'));

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), RESET_PASSWORD_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeat) {
      setError(message('validation.passwordsDoNotMatch'));
      return;
    }
    const parsed = newPasswordSchema(minLength).safeParse(password);
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message ?? 'validation.invalid', { min: minLength }));
      return;
    }
    setError(null);
    reset.mutate(
      { token, newPassword: password },
      {
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code === 'invalid_reset_link') setInvalidLink(true);
          else if (failure instanceof ApiError && failure.code === 'validation_failed') {
            setError(
              message(Object.values(failure.fieldErrors)[0] ?? 'auth.reset.failed', { min: minLength }),
            );
          } else
            setError(
              message(
                failure instanceof ApiError && failure.code === 'rate_limited'
                  ? errorMessageKey(failure)
                  : 'auth.reset.failed',
              ),
            );
        },
      },
    );
  };

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
        <FormFailure message={error} />
        <Field label={t('auth.reset.newPassword')} hint={t('auth.reset.help', { min: minLength })}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
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
              value={repeat}
              onChange={(e) => setRepeat(e.target.value)}
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
