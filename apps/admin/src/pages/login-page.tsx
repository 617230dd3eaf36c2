import { useSession, useSignIn, useSignOut } from '@kopru/api-client/auth';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import type { SignOutReason } from '@kopru/api-client/session-sync';
import { useTwoFactorSignIn } from '@kopru/api-client/two-factor';
import { toLocale } from '@kopru/domain/locale';
import type { SignInRequest } from '@kopru/domain/schemas/auth';
import type { SessionResponse } from '@kopru/domain/schemas/session';
import { useMessage } from '@kopru/i18n/react';
import { AuthCard } from '@kopru/ui/auth-card';
import { LanguageControl } from '@kopru/ui/language-control';
import { Logo } from '@kopru/ui/logo';
import { SignInForm } from '@kopru/ui/sign-in-form';
import { PageSpinner } from '@kopru/ui/spinner';
import { TwoFactorChallenge } from '@kopru/ui/two-factor-challenge';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { adminRoutes } from '../paths.ts';

/** The admin console's own sign-in page; a non-admin account is signed out again with a clear message. */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const signIn = useSignIn();
  const secondStep = useTwoFactorSignIn();
  const [challenge, setChallenge] = useState(false);
  const signOut = useSignOut();
  const [error, setError] = useState<string | null>(null);
  const notice = (location.state as { signedOut?: SignOutReason } | null)?.signedOut;
  useDocumentTitle(t('auth.login.adminTitle'));

  if (session.isPending) return <PageSpinner label={t('common.loading')} />;
  if (session.data?.user.role === 'admin') return <Navigate to={adminRoutes.overview} replace />;

  const enter = (result: SessionResponse) => {
    if (result.user.role === 'admin') {
      navigate(adminRoutes.overview, { replace: true });
      return;
    }
    signOut.mutate();
    setChallenge(false);
    setError(t('auth.login.notAdmin'));
  };
  const refused = (failure: unknown) => {
    setError(
      message(
        failure instanceof ApiError && failure.code !== 'internal_error'
          ? errorMessageKey(failure)
          : 'auth.login.failed',
      ),
    );
    if (failure instanceof ApiError && failure.code === 'two_factor_expired') setChallenge(false);
  };

  const submit = (credentials: SignInRequest) => {
    setError(null);
    signIn.mutate(
      { ...credentials, locale: toLocale(i18n.language) },
      {
        onSuccess: (result) => {
          if ('user' in result) enter(result);
          else setChallenge(true);
        },
        onError: refused,
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
        title={challenge ? t('auth.twoFactor.challengeTitle') : t('auth.login.adminTitle')}
        subtitle={challenge ? undefined : t('auth.login.adminSubtitle')}
        footer={
          <a href="/login?view=forgot" className="font-medium text-brand-700 hover:underline">
            {t('auth.login.forgotPassword')}
          </a>
        }
      >
        {challenge ? (
          <TwoFactorChallenge
            onSubmit={(request) => {
              setError(null);
              secondStep.mutate(request, { onSuccess: enter, onError: refused });
            }}
            pending={secondStep.isPending}
            error={error}
            onCancel={() => {
              setError(null);
              setChallenge(false);
            }}
          />
        ) : (
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
        )}
      </AuthCard>
    </div>
  );
}
