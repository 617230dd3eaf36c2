import { useSession, useSignIn, useSignOut } from '@kopru/api-client/auth';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import type { SignOutReason } from '@kopru/api-client/session-sync';
import { toLocale } from '@kopru/domain/locale';
import { signInRequest } from '@kopru/domain/schemas/auth';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { AuthCard } from '@kopru/ui/auth-card';
import { Button } from '@kopru/ui/button';
import { Field, TextField } from '@kopru/ui/field';
import { LanguageControl } from '@kopru/ui/language-control';
import { Logo } from '@kopru/ui/logo';
import { PasswordInput } from '@kopru/ui/password-input';
import { PageSpinner } from '@kopru/ui/spinner';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';

/** The admin console's own sign-in page; a non-admin account is signed out again with a clear message. */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const signIn = useSignIn();
  const signOut = useSignOut();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const notice = (location.state as { signedOut?: SignOutReason } | null)?.signedOut;
  useDocumentTitle(t('auth.login.adminTitle'));

  if (session.isPending) return <PageSpinner label={t('common.loading')} />;
  if (session.data?.user.role === 'admin') return <Navigate to="/dashboard" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = signInRequest.safeParse({ email, password });
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message ?? 'validation.credentialsRequired'));
      return;
    }
    setError(null);
    signIn.mutate(
      { ...parsed.data, locale: toLocale(i18n.language) },
      {
        onSuccess: (result) => {
          if (result.user.role === 'admin') {
            navigate('/dashboard', { replace: true });
            return;
          }
          signOut.mutate();
          setError(t('auth.login.notAdmin'));
        },
        onError: (failure) =>
          setError(
            message(
              failure instanceof ApiError && failure.code !== 'internal_error'
                ? errorMessageKey(failure)
                : 'auth.login.failed',
            ),
          ),
      },
    );
  };

  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex items-center justify-between px-4 py-4 sm:px-6">
        <Logo label={t('common.appName')} />
        <LanguageControl />
      </header>
      <AuthCard
        title={t('auth.login.adminTitle')}
        subtitle={t('auth.login.adminSubtitle')}
        footer={
          <a href="/login?view=forgot" className="font-medium text-brand-700 hover:underline">
            {t('auth.login.forgotPassword')}
          </a>
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
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={signIn.isPending}
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
              />
            )}
          </Field>
          <Button type="submit" size="lg" className="w-full" loading={signIn.isPending}>
            {signIn.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
          </Button>
        </form>
      </AuthCard>
    </div>
  );
}
