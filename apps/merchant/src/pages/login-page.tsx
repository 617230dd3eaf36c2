import { usePublicConfig, useSignIn } from '@kopru/api-client/auth';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import type { SignOutReason } from '@kopru/api-client/session-sync';
import { toLocale } from '@kopru/domain/locale';
import type { SignInRequest } from '@kopru/domain/schemas/auth';
import { useMessage } from '@kopru/i18n/react';
import { AuthCard } from '@kopru/ui/auth-card';
import { SignInForm } from '@kopru/ui/sign-in-form';
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
  return <LoginForm locale={toLocale(i18n.language)} onForgot={() => setParams({ view: 'forgot' })} />;
}

function LoginForm({ locale, onForgot }: { locale: ReturnType<typeof toLocale>; onForgot: () => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const config = usePublicConfig();
  const [error, setError] = useState<string | null>(null);
  const notice = (location.state as { signedOut?: SignOutReason } | null)?.signedOut;

  const submit = (credentials: SignInRequest) => {
    setError(null);
    signIn.mutate(
      { ...credentials, locale },
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
            <button
              type="button"
              onClick={onForgot}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              {t('auth.login.forgotPassword')}
            </button>
          </div>
        }
      />
    </AuthCard>
  );
}
