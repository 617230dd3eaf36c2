import { usePublicConfig, useSignIn } from '@kopru/api-client/auth';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import type { SignOutReason } from '@kopru/api-client/session-sync';
import { useTwoFactorSignIn } from '@kopru/api-client/two-factor';
import { toLocale } from '@kopru/domain/locale';
import type { SignInRequest } from '@kopru/domain/schemas/auth';
import type { SessionResponse } from '@kopru/domain/schemas/session';
import type { TwoFactorSignInRequest } from '@kopru/domain/schemas/two-factor';
import { useMessage } from '@kopru/i18n/react';
import { AuthCard } from '@kopru/ui/auth-card';
import { SignInForm } from '@kopru/ui/sign-in-form';
import { TwoFactorChallenge } from '@kopru/ui/two-factor-challenge';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { useState } from 'react';
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
  return <LoginForm locale={toLocale(i18n.language)} />;
}

function LoginForm({ locale }: { locale: ReturnType<typeof toLocale> }) {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const config = usePublicConfig();
  const secondStep = useTwoFactorSignIn();
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState(false);
  const notice = (location.state as { signedOut?: SignOutReason } | null)?.signedOut;

  const enter = (session: SessionResponse) => {
    const target = dashboardPath(session, config.data?.adminOrigin);
    if ('external' in target) window.location.assign(target.external);
    else navigate(target.internal, { replace: true });
  };
  const refused = (failure: unknown) => {
    const key =
      failure instanceof ApiError && failure.code === 'internal_error'
        ? 'auth.login.failed'
        : errorMessageKey(failure);
    setError(message(key));
    // The pending sign-in ended (too slow): back to the password.
    if (failure instanceof ApiError && failure.code === 'two_factor_expired') setChallenge(false);
  };

  const submit = (credentials: SignInRequest) => {
    setError(null);
    signIn.mutate(
      { ...credentials, locale },
      {
        onSuccess: (result) => {
          if ('user' in result) enter(result);
          else setChallenge(true);
        },
        onError: refused,
      },
    );
  };

  const verify = (request: TwoFactorSignInRequest) => {
    setError(null);
    secondStep.mutate(request, { onSuccess: enter, onError: refused });
  };

  if (challenge) {
    return (
      <AuthCard title={t('auth.twoFactor.challengeTitle')}>
        <TwoFactorChallenge
          onSubmit={verify}
          pending={secondStep.isPending}
          error={error}
          onCancel={() => {
            setError(null);
            setChallenge(false);
          }}
        />
      </AuthCard>
    );
  }

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
      <SignInForm
        onSubmit={submit}
        pending={signIn.isPending}
        error={error}
        required
        notice={
          notice && (notice === 'inactivity' ? t('common.inactivityLogout') : t('common.signedOutElsewhere'))
        }
        beforeSubmit={
          <div className="flex justify-end">
            {/* A link: followed before the app has hydrated, the server sends the app at this address. */}
            <Link to="/login?view=forgot" className="text-sm font-medium text-brand-700 hover:underline">
              {t('auth.login.forgotPassword')}
            </Link>
          </div>
        }
      />
    </AuthCard>
  );
}
