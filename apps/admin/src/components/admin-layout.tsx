import { useSession, useSignOut } from '@kopru/api-client/auth';
import { AppHeader } from '@kopru/ui/app-header';
import { LanguageControl } from '@kopru/ui/language-control';
import { Logo } from '@kopru/ui/logo';
import { SessionWatch } from '@kopru/ui/session-watch';
import { type SidebarItem, SidebarNav } from '@kopru/ui/sidebar-nav';
import { UserMenu } from '@kopru/ui/user-menu';
import {
  ArrowLeftRight,
  Banknote,
  Building2,
  FileText,
  LayoutDashboard,
  Mail,
  ScrollText,
  Settings,
  ShieldAlert,
  ShieldCheck,
  UserRound,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';

const base = '/dashboard';

function useAdminNav(onNavigate?: () => void): SidebarItem[] {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = [
    {
      key: 'overview',
      path: base,
      label: t('admin.nav.overview'),
      icon: <LayoutDashboard aria-hidden="true" />,
    },
    { key: 'smes', path: `${base}/smes`, label: t('admin.nav.smes'), icon: <Building2 aria-hidden="true" /> },
    { key: 'kyc', path: `${base}/kyc`, label: t('admin.nav.kyc'), icon: <ShieldCheck aria-hidden="true" /> },
    {
      key: 'transactions',
      path: `${base}/transactions`,
      label: t('admin.nav.transactions'),
      icon: <ArrowLeftRight aria-hidden="true" />,
    },
    {
      key: 'disputes',
      path: `${base}/disputes`,
      label: t('admin.nav.disputes'),
      icon: <ShieldAlert aria-hidden="true" />,
    },
    {
      key: 'payouts',
      path: `${base}/payouts`,
      label: t('admin.nav.payouts'),
      icon: <Banknote aria-hidden="true" />,
    },
    { key: 'users', path: `${base}/users`, label: t('admin.nav.users'), icon: <Users aria-hidden="true" /> },
    {
      key: 'content',
      path: `${base}/content`,
      label: t('admin.nav.content'),
      icon: <FileText aria-hidden="true" />,
    },
    {
      key: 'emails',
      path: `${base}/emails`,
      label: t('admin.nav.emails'),
      icon: <Mail aria-hidden="true" />,
    },
    {
      key: 'audit',
      path: `${base}/audit`,
      label: t('admin.nav.audit'),
      icon: <ScrollText aria-hidden="true" />,
    },
  ];
  return entries.map((entry) => {
    const active =
      entry.path === base ? pathname === base || pathname === `${base}/` : pathname.startsWith(entry.path);
    return {
      key: entry.key,
      label: entry.label,
      icon: entry.icon,
      active,
      render: ({ className, children }) => (
        <Link
          to={entry.path}
          className={className}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
        >
          {children}
        </Link>
      ),
    };
  });
}

function MobileNav({ close }: { close: () => void }) {
  const { t } = useTranslation();
  return <SidebarNav label={t('common.menu')} items={useAdminNav(close)} />;
}

/** The admin console: header with user menu, sidebar (drawer on phones) and the current page. */
export function AdminLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const signOut = useSignOut();
  const items = useAdminNav();
  const email = session.data?.user.email ?? '';
  const goToAccount = () => navigate(`${base}/account`);
  const handleSignOut = () => signOut.mutate(undefined, { onSettled: () => window.location.assign('/') });

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('common.skipToContent')}
      </a>
      <SessionWatch />
      <AppHeader
        logo={
          <Link to={base} className="inline-flex items-center gap-2 rounded-lg">
            <Logo label={t('common.appName')} />
            <span className="rounded-md bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white">
              {t('common.roles.admin')}
            </span>
          </Link>
        }
        labels={{ openMenu: t('common.openMenu'), closeMenu: t('common.closeMenu'), menu: t('common.menu') }}
        actions={
          <>
            <LanguageControl />
            <UserMenu
              name={email}
              roleLabel={t('common.roles.admin')}
              menuLabel={t('common.userMenu')}
              items={[
                {
                  label: t('common.profileSettings'),
                  icon: <UserRound aria-hidden="true" className="size-4" />,
                  onSelect: goToAccount,
                },
                {
                  label: t('common.accountSettings'),
                  icon: <Settings aria-hidden="true" className="size-4" />,
                  onSelect: goToAccount,
                },
              ]}
              signOutLabel={t('common.signOut')}
              onSignOut={handleSignOut}
            />
          </>
        }
        mobileMenu={(close) => (
          <>
            <MobileNav close={close} />
            <LanguageControl />
            <p className="text-sm">
              <span className="block font-medium">{email}</span>
              <span className="text-slate-500">{t('common.roles.admin')}</span>
            </p>
            <button
              type="button"
              className="text-sm font-medium text-brand-700"
              onClick={() => {
                close();
                goToAccount();
              }}
            >
              {t('common.accountSettings')}
            </button>
            <button
              type="button"
              className="block text-sm font-medium text-red-700"
              onClick={() => {
                close();
                handleSignOut();
              }}
            >
              {t('common.signOut')}
            </button>
          </>
        )}
      />
      <div className="mx-auto flex w-full max-w-7xl flex-1">
        <aside className="sticky top-16 hidden h-[calc(100vh-4rem)] w-64 shrink-0 border-r border-slate-200 bg-white md:block">
          <SidebarNav label={t('common.menu')} items={items} />
        </aside>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
