import { useSession, useSignOut } from '@kopru/api-client/auth';
import { SessionWatch } from '@kopru/ui/session-watch';
import { type SidebarItem, SidebarNav } from '@kopru/ui/sidebar-nav';
import {
  ArrowLeftRight,
  Banknote,
  Braces,
  LayoutDashboard,
  Link2,
  LogOut,
  ShieldAlert,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SiteHeader } from '../components/site-header.tsx';

const base = '/sme/dashboard';

function useSmeNav(onNavigate?: () => void): SidebarItem[] {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const verified = session.data?.merchant?.verificationStatus === 'verified';
  const entries = [
    {
      key: 'overview',
      path: base,
      label: t('sme.nav.overview'),
      icon: <LayoutDashboard aria-hidden="true" />,
    },
    { key: 'kyc', path: `${base}/kyc`, label: t('sme.nav.kyc'), icon: <ShieldCheck aria-hidden="true" /> },
    {
      key: 'links',
      path: `${base}/payment-links`,
      label: t('sme.nav.paymentLinks'),
      icon: <Link2 aria-hidden="true" />,
    },
    {
      key: 'transactions',
      path: `${base}/transactions`,
      label: t('sme.nav.transactions'),
      icon: <ArrowLeftRight aria-hidden="true" />,
    },
    {
      key: 'disputes',
      path: `${base}/disputes`,
      label: t('sme.nav.disputes'),
      icon: <ShieldAlert aria-hidden="true" />,
    },
    {
      key: 'payouts',
      path: `${base}/payouts`,
      label: t('sme.nav.payouts'),
      icon: <Banknote aria-hidden="true" />,
    },
    {
      key: 'developers',
      path: `${base}/developers`,
      label: t('developers.nav'),
      icon: <Braces aria-hidden="true" />,
    },
    {
      key: 'profile',
      path: `${base}/profile`,
      label: t('sme.nav.profile'),
      icon: <UserRound aria-hidden="true" />,
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
      badge:
        entry.key === 'kyc' && !verified ? (
          <span
            className="size-2.5 rounded-full bg-amber-500"
            role="img"
            aria-label={t('sme.nav.kycPending')}
          />
        ) : undefined,
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

function SignOutButton({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        onDone?.();
        signOut.mutate(undefined, { onSettled: () => navigate('/', { replace: true }) });
      }}
      className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50 [&>svg]:size-5"
    >
      <LogOut aria-hidden="true" />
      {t('common.signOut')}
    </button>
  );
}

function MobileNav({ close }: { close: () => void }) {
  const { t } = useTranslation();
  return (
    <SidebarNav label={t('common.menu')} items={useSmeNav(close)} footer={<SignOutButton onDone={close} />} />
  );
}

/** The SME console: header, sidebar (drawer on phones) and the current page. */
export function SmeLayout() {
  const { t } = useTranslation();
  const items = useSmeNav();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('common.skipToContent')}
      </a>
      <SessionWatch />
      <SiteHeader mobileNav={(close) => <MobileNav close={close} />} />
      <div className="mx-auto flex w-full max-w-7xl flex-1">
        <aside className="sticky top-16 hidden h-[calc(100vh-4rem)] w-64 shrink-0 border-r border-slate-200 bg-white md:block">
          <SidebarNav label={t('common.menu')} items={items} footer={<SignOutButton />} />
        </aside>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
