import { useConfirmEmail, useSession } from '@kopru/api-client/auth';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { AuthCard } from '@kopru/ui/auth-card';
import { Button, buttonClasses } from '@kopru/ui/button';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { smeRoutes } from '../paths.ts';

/**
 * The e-mailed confirmation link's page. The address is confirmed by pressing the button, not by
 * opening the page: a mail scanner that opens links (and runs their scripts) must not confirm an
 * address someone else signed up with (docs/security.md).
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const session = useSession();
  useDocumentTitle(t('auth.confirmEmail.title'));

  if (confirm.isSuccess) {
    const signedIn = Boolean(session.data);
    return (
      <AuthCard title={t('auth.confirmEmail.successTitle')}>
        <div className="flex gap-3" role="status">
          <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-emerald-600" />
          <p className="text-slate-700">{t('auth.confirmEmail.successText')}</p>
        </div>
        <Link
          to={signedIn ? smeRoutes.overview : '/login'}
          replace
          className={buttonClasses('primary', 'md', 'mt-6 w-full')}
        >
          {signedIn ? t('auth.confirmEmail.goToDashboard') : t('auth.confirmEmail.login')}
        </Link>
      </AuthCard>
    );
  }

  const invalid =
    !token || (confirm.error instanceof ApiError && confirm.error.code === 'invalid_confirm_link');
  if (invalid) {
    return (
      <AuthCard title={t('auth.confirmEmail.title')}>
        <Alert tone="error" title={t('common.errorTitle')}>
          {message('errors.invalid_confirm_link')}
        </Alert>
        <Link to="/login" className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
          {t('auth.confirmEmail.login')}
        </Link>
      </AuthCard>
    );
  }

  const failed = !confirm.error
    ? null
    : confirm.error instanceof ApiError && confirm.error.code === 'rate_limited'
      ? message(errorMessageKey(confirm.error))
      : t('auth.confirmEmail.failed');
  return (
    <AuthCard title={t('auth.confirmEmail.title')}>
      <div className="space-y-4">
        {failed && (
          <Alert tone="error" title={t('common.errorTitle')}>
            {failed}
          </Alert>
        )}
        <p className="text-slate-700">{t('auth.confirmEmail.intro')}</p>
        <Button
          type="button"
          className="w-full"
          size="lg"
          loading={confirm.isPending}
          onClick={() => confirm.mutate({ token })}
        >
          {confirm.isPending ? t('auth.confirmEmail.submitting') : t('auth.confirmEmail.submit')}
        </Button>
      </div>
    </AuthCard>
  );
}
