import { usePublicConfig, useSession } from '@kopru/api-client/auth';
import { signOutReason } from '@kopru/api-client/session-sync';
import { buttonClasses } from '@kopru/ui/button';
import { PageSpinner } from '@kopru/ui/spinner';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { dashboardPath } from '../lib/dashboard.ts';

/**
 * Pages for signed-out visitors (/, /login, /register): signed-in users go to their dashboard.
 * While the session is asked for, the page is shown as to a visitor (as it was rendered at build
 * time), so a visitor's page paints at once and never changes when the answer arrives.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const adminOrigin = usePublicConfig().data?.adminOrigin;
  if (session.data) {
    const target = dashboardPath(session.data, adminOrigin);
    if ('external' in target) {
      window.location.replace(target.external);
      return <PageSpinner label={t('common.loading')} />;
    }
    return <Navigate to={target.internal} replace />;
  }
  return children;
}

/**
 * The SME area: no user goes to / (or to login saying why, after an inactivity or other-tab
 * sign-out); a user with another role sees 'Unauthorized'.
 */
export function RequireSme({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (session.isPending) return <PageSpinner label={t('common.loading')} />;
  if (!session.data) {
    const reason = signOutReason();
    return reason ? (
      <Navigate to="/login" replace state={{ signedOut: reason }} />
    ) : (
      <Navigate to="/" replace />
    );
  }
  if (session.data.user.role !== 'sme') {
    return (
      <main className="mx-auto max-w-md px-4 py-20 text-center">
        <h1 className="text-2xl font-semibold">{t('common.unauthorized')}</h1>
        <p className="mt-2 text-slate-600">{t('common.unauthorizedHint')}</p>
        <Link to="/" className={buttonClasses('outline', 'md', 'mt-6')}>
          {t('common.goHome')}
        </Link>
      </main>
    );
  }
  return children;
}
