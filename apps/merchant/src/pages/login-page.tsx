import { usePublicConfig, useSignIn } from '@kopru/api-client/auth';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import type { SignOutReason } from '@kopru/api-client/session-sync';
import { toLocale } from '@kopru/domain/locale';
import { signInRequest } from '@kopru/domain/schemas/auth';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { AuthCard } from '@kopru/ui/auth-card';
import { Button } from '@kopru/ui/button';
import { Field, TextField } from '@kopru/ui/field';
import { PasswordInput } from '@kopru/ui/password-input';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { dashboardPath } from '../lib/dashboard.ts';
import { ForgotPasswordView } from './forgot-password-view.tsx';

export function LoginPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const forgot = params.get('view') === 'forgot';
  useDocumentTitle(forgot ? t('auth.forgot.title') : t('auth.login.title'));
  if (forgot) return <ForgotPasswordView onBack={() => setParams({}, { replace: true })} />;
  return <LoginForm locale={toLocale(i18n.language)} onForgot={() => setParams({ view: 'forgot' })} />;
}

function LoginForm({ locale, onForgot }: { locale: ReturnType<typeof toLocale>; onForgot: () => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const config = usePublicConfig();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const notice = (location.state as { signedOut?: SignOutReason } | null)?.signedOut;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = signInRequest.safeParse({ email, password });
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message ?? 'validation.credentialsRequired'));
      return;
    }
    setError(null);
    signIn.mutate(
      { ...parsed.data, locale },
      {
        onSuccess: (session) => {
          const target = dashboardPath(session, config.data?.adminOrigin);
          if ('external' in target) window.location.assign(target.external);
          else navigate(target.internal, { replace: true });
        },
        onError: (failure) => {
          const key =
            failure instanceof ApiError && failure.code === 'internal_error'
              ? 'auth.login.failed'
              : errorMessageKey(failure);
          setError(message(key));
        },
      },
    );
  };

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <div className="space-y-2">
          <p>
            {t('auth.login.noAccount')}{' '}
            <Link to="/register" className="font-medium text-brand-700 hover:underline">
              {t('auth.login.register')}
            </Link>
          </p>
          <p>
            <Link to="/" className="hover:underline">
              {t('common.backToHome')}
            </Link>
          </p>
        </div>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {notice && (
          <Alert tone="warning">
            {notice === 'inactivity' ? t('common.inactivityLogout') : t('common.signedOutElsewhere')}
          </Alert>
        )}
        {error && (
          <Alert tone="error" title={t('auth.login.errorTitle')}>
            {error}
          </Alert>
        )}
        <TextField
          label={t('auth.login.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={signIn.isPending}
          required
        />
        <Field label={t('auth.login.password')}>
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              disabled={signIn.isPending}
              showLabel={t('common.showPassword')}
              hideLabel={t('common.hidePassword')}
              required
            />
          )}
        </Field>
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onForgot}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {t('auth.login.forgotPassword')}
          </button>
        </div>
        <Button type="submit" className="w-full" size="lg" loading={signIn.isPending}>
          {signIn.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
