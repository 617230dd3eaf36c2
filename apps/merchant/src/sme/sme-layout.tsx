import { usePublicConfig, useSession, useSignOut } from '@kopru/api-client/auth';
import { useSessionWatch } from '@kopru/api-client/session-watch';
import { type ConsoleNavEntry, ConsoleShell } from '@kopru/ui/console-shell';
import {
  ArrowLeftRight,
  Banknote,
  Braces,
  FileSpreadsheet,
  LayoutDashboard,
  Link2,
  LogOut,
  ShieldAlert,
  ShieldCheck,
  UserRound,
  Users,
} from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SiteHeader } from '../components/site-header.tsx';
import { takePendingInvitationPath } from '../lib/pending-invitation.ts';
import { type SmeSection, sectionOfPath, sectionPermissions, useCan } from '../lib/permissions.ts';
import { smeRoutes } from '../paths.ts';
import { CardPaymentsBanner } from './card-payments-banner.tsx';
import { EmailConfirmationBanner } from './email-confirmation-banner.tsx';
import { MerchantSwitcher } from './team/merchant-switcher.tsx';
import { NoAccess } from './team/no-access.tsx';
import { TwoFactorRequired } from './team/two-factor-required.tsx';

const base = smeRoutes.overview;

const entries = [
  ['overview', 'overview', LayoutDashboard, 'sme.nav.overview'],
  ['kyc', 'kyc', ShieldCheck, 'sme.nav.kyc'],
  ['links', 'paymentLinks', Link2, 'sme.nav.paymentLinks'],
  ['transactions', 'transactions', ArrowLeftRight, 'sme.nav.transactions'],
  ['disputes', 'disputes', ShieldAlert, 'sme.nav.disputes'],
  ['payouts', 'payouts', Banknote, 'sme.nav.payouts'],
  ['exportRecords', 'exportRecords', FileSpreadsheet, 'sme.nav.exportRecords'],
  ['developers', 'developers', Braces, 'developers.nav'],
  ['team', 'team', Users, 'team.nav'],
  ['profile', 'profile', UserRound, 'sme.nav.profile'],
] as const satisfies readonly (readonly [string, SmeSection, unknown, string])[];

function useSmeNav(): ConsoleNavEntry[] {
  const { t } = useTranslation();
  const session = useSession();
  const allowed = useCan();
  // Marketplace mode (decision 011): iyzico pays the merchant, so the payouts entry is not a withdrawal.
  const paidByAcquirer = usePublicConfig().data?.payoutsByAcquirer ?? false;
  const verified = session.data?.merchant?.verificationStatus === 'verified';
  const kycBadge = !verified && (
    <span className="size-2.5 rounded-full bg-amber-500" role="img" aria-label={t('sme.nav.kycPending')} />
  );
  const visible = entries.filter(([, section]) => {
    const permission = sectionPermissions[section];
    return !permission || allowed(permission);
  });
  return visible.map(([key, section, Icon, label]) => ({
    key,
    path: smeRoutes[section],
    label: t(key === 'payouts' && paidByAcquirer ? 'sme.nav.payoutsIyzico' : label),
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

/** Sections a member must still reach when the team requires two-factor: its setup, and why. */
const openDuringTwoFactorSetup: readonly (SmeSection | null)[] = ['profile', 'team'];

/** The SME console: header, sidebar (drawer on phones) and the current page. */
export function SmeLayout() {
  const { pathname } = useLocation();
  const allowed = useCan();
  const section = sectionOfPath(pathname);
  const permission = section && sectionPermissions[section];
  const session = useSession();
  const navigate = useNavigate();
  useSessionWatch();
  // Signed in from an invitation link: back to it, to join.
  useEffect(() => {
    const invitation = takePendingInvitationPath();
    if (invitation) navigate(invitation, { replace: true });
  }, [navigate]);
  return (
    <ConsoleShell
      base={base}
      pathname={pathname}
      nav={useSmeNav()}
      link={({ to, ...props }) => <Link to={to} {...props} />}
      header={(mobileNav) => <SiteHeader mobileNav={mobileNav} extra={<MerchantSwitcher />} />}
      navFooter={(close) => <SignOutButton onDone={close} />}
    >
      <EmailConfirmationBanner />
      <CardPaymentsBanner />
      {permission && !allowed(permission) ? (
        <NoAccess />
      ) : session.data?.user.twoFactorSetupRequired && !openDuringTwoFactorSetup.includes(section) ? (
        <TwoFactorRequired />
      ) : (
        <Outlet />
      )}
    </ConsoleShell>
  );
}
