import { useSession, useSignIn, useSignOut } from '@kopru/api-client/auth';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import type { SignOutReason } from '@kopru/api-client/session-sync';
import { toLocale } from '@kopru/domain/locale';
import type { SignInRequest } from '@kopru/domain/schemas/auth';
import { useMessage } from '@kopru/i18n/react';
import { AuthCard } from '@kopru/ui/auth-card';
import { LanguageControl } from '@kopru/ui/language-control';
import { Logo } from '@kopru/ui/logo';
import { SignInForm } from '@kopru/ui/sign-in-form';
import { PageSpinner } from '@kopru/ui/spinner';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { useState } from 'react';
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
  const [error, setError] = useState<string | null>(null);
  const notice = (location.state as { signedOut?: SignOutReason } | null)?.signedOut;
  useDocumentTitle(t('auth.login.adminTitle'));

  if (session.isPending) return <PageSpinner label={t('common.loading')} />;
  if (session.data?.user.role === 'admin') return <Navigate to="/dashboard" replace />;

  const submit = (credentials: SignInRequest) => {
    setError(null);
    signIn.mutate(
      { ...credentials, locale: toLocale(i18n.language) },
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
        <SignInForm
          onSubmit={submit}
          pending={signIn.isPending}
          error={error}
          emailAutoComplete="username"
          notice={
            notice &&
            (notice === 'inactivity' ? t('common.inactivityLogout') : t('common.signedOutElsewhere'))
          }
        />
      </AuthCard>
    </div>
  );
}
