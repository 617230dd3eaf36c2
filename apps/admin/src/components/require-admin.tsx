import { useSession } from '@kopru/api-client/auth';
import { signOutReason } from '@kopru/api-client/session-sync';
import { PageSpinner } from '@kopru/ui/spinner';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';

/** The admin area: no session goes to the admin login, another role goes to the public site. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (session.isPending) return <PageSpinner label={t('common.loading')} />;
  if (!session.data) {
    const reason = signOutReason();
    return <Navigate to="/login" replace state={reason ? { signedOut: reason } : undefined} />;
  }
  if (session.data.user.role !== 'admin') {
    window.location.replace('/');
    return <PageSpinner label={t('common.loading')} />;
  }
  return children;
}
