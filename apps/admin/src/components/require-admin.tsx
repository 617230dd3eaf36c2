import { useSession } from '@kopru/api-client/auth';
import { signOutReason } from '@kopru/api-client/session-sync';
import { PageSpinner } from '@kopru/ui/spinner';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminRoutes } from '../paths.ts';
import { GuardRedirect } from './guard-redirect.tsx';

/** The admin area: no session goes to the admin login, another role goes to the public site. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (session.isPending) return <PageSpinner label={t('common.loading')} />;
  if (!session.data) {
    const reason = signOutReason();
    return (
      <GuardRedirect to={adminRoutes.login} state={reason ? { signedOut: reason } : undefined}>
        {children}
      </GuardRedirect>
    );
  }
  if (session.data.user.role !== 'admin') {
    window.location.replace('/');
    return <PageSpinner label={t('common.loading')} />;
  }
  // The platform requires two-factor of admins: until it is on, only the account page opens.
  if (session.data.user.twoFactorSetupRequired) {
    return <GuardRedirect to={adminRoutes.account}>{children}</GuardRedirect>;
  }
  return children;
}
