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
  if (session.data && session.data.user.role !== 'admin') {
    window.location.replace('/');
    return <PageSpinner label={t('common.loading')} />;
  }
  const reason = session.data ? null : signOutReason();
  // The platform requires two-factor of admins: until it is on, only the account page opens.
  const to = !session.data
    ? adminRoutes.login
    : session.data.user.twoFactorSetupRequired
      ? adminRoutes.account
      : null;
  return (
    <GuardRedirect to={to} state={reason ? { signedOut: reason } : undefined}>
      {children}
    </GuardRedirect>
  );
}
