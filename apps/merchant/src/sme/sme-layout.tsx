import { useSession, useSignOut } from '@kopru/api-client/auth';
import { useSessionWatch } from '@kopru/api-client/session-watch';
import { type ConsoleNavEntry, ConsoleShell } from '@kopru/ui/console-shell';
import {
  ArrowLeftRight,
  Banknote,
  Braces,
  LayoutDashboard,
  Link2,
  LogOut,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SiteHeader } from '../components/site-header.tsx';

const base = '/sme/dashboard';

const entries = [
  ['overview', '', LayoutDashboard, 'sme.nav.overview'],
  ['kyc', 'kyc', ShieldCheck, 'sme.nav.kyc'],
  ['links', 'payment-links', Link2, 'sme.nav.paymentLinks'],
  ['transactions', 'transactions', ArrowLeftRight, 'sme.nav.transactions'],
  ['payouts', 'payouts', Banknote, 'sme.nav.payouts'],
  ['developers', 'developers', Braces, 'developers.nav'],
  ['profile', 'profile', UserRound, 'sme.nav.profile'],
] as const;

function useSmeNav(): ConsoleNavEntry[] {
  const { t } = useTranslation();
  const session = useSession();
  const verified = session.data?.merchant?.verificationStatus === 'verified';
  const kycBadge = !verified && (
    <span className="size-2.5 rounded-full bg-amber-500" role="img" aria-label={t('sme.nav.kycPending')} />
  );
  return entries.map(([key, path, Icon, label]) => ({
    key,
    path: path ? `${base}/${path}` : base,
    label: t(label),
    icon: <Icon aria-hidden="true" />,
    badge: key === 'kyc' ? kycBadge : undefined,
  }));
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

/** The SME console: header, sidebar (drawer on phones) and the current page. */
export function SmeLayout() {
  const { pathname } = useLocation();
  useSessionWatch();
  return (
    <ConsoleShell
      base={base}
      pathname={pathname}
      nav={useSmeNav()}
      link={({ to, ...props }) => <Link to={to} {...props} />}
      header={(mobileNav) => <SiteHeader mobileNav={mobileNav} />}
      navFooter={(close) => <SignOutButton onDone={close} />}
    >
      <Outlet />
    </ConsoleShell>
  );
}
