import { useSession, useSignOut } from '@kopru/api-client/auth';
import { useSessionWatch } from '@kopru/api-client/session-watch';
import { ConsoleHeader } from '@kopru/ui/console-header';
import { type ConsoleNavEntry, ConsoleShell } from '@kopru/ui/console-shell';
import { Logo } from '@kopru/ui/logo';
import {
  ArrowLeftRight,
  Banknote,
  Building2,
  Coins,
  FileText,
  LayoutDashboard,
  Mail,
  Scale,
  ScrollText,
  ShieldAlert,
  ShieldCheck,
  TrendingUp,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { adminRoutes } from '../paths.ts';

const base = adminRoutes.overview;

const entries = [
  ['overview', LayoutDashboard],
  ['smes', Building2],
  ['kyc', ShieldCheck],
  ['transactions', ArrowLeftRight],
  ['disputes', ShieldAlert],
  ['payouts', Banknote],
  ['reconciliation', Scale],
  ['margins', TrendingUp],
  ['rates', Coins],
  ['users', Users],
  ['content', FileText],
  ['emails', Mail],
  ['audit', ScrollText],
] as const;

function useAdminNav(): ConsoleNavEntry[] {
  const { t } = useTranslation();
  return entries.map(([key, Icon]) => ({
    key,
    path: adminRoutes[key],
    label: t(`admin.nav.${key}`),
    icon: <Icon aria-hidden="true" />,
  }));
}

/** The admin console: header with user menu, sidebar (drawer on phones) and the current page. */
export function AdminLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const signOut = useSignOut();
  useSessionWatch();
  const nav = useAdminNav();
  // Until two-factor is on only the account page opens: no entries that would lead nowhere.
  const setupRequired = session.data?.user.twoFactorSetupRequired === true;
  const appName = t('common.appName');
  const admin = t('common.roles.admin');

  return (
    <ConsoleShell
      base={base}
      pathname={pathname}
      nav={setupRequired ? [] : nav}
      link={({ to, ...props }) => <Link to={to} {...props} />}
      header={(mobileNav) => (
        <ConsoleHeader
          brand={
            <Link to={base} className="inline-flex items-center gap-2 rounded-lg">
              <Logo label={appName} />
              <span className="rounded-md bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white">
                {admin}
              </span>
            </Link>
          }
          user={{ name: session.data?.user.email ?? '', roleLabel: admin }}
          onProfile={() => navigate(adminRoutes.account)}
          onSignOut={() => signOut.mutate(undefined, { onSettled: () => window.location.assign('/') })}
          mobileNav={mobileNav}
        />
      )}
    >
      <Outlet />
    </ConsoleShell>
  );
}
