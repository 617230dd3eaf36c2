import { usePublicConfig, useSession } from '@kopru/api-client/auth';
import type { Permission } from '@kopru/domain/team';
import { Card, CardHeader } from '@kopru/ui/card';
import { PageHeader } from '@kopru/ui/page-header';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { ArrowLeftRight, Banknote, Link2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCan } from '../lib/permissions.ts';
import { smeRoutes } from '../paths.ts';
import { KycBanner } from './kyc-banner.tsx';
import { OverviewFigures } from './overview-figures.tsx';
import { ReleasesCard } from './releases-card.tsx';

export function OverviewPage() {
  const { t } = useTranslation();
  const session = useSession();
  const allowed = useCan();
  const payoutsByAcquirer = usePublicConfig().data?.payoutsByAcquirer ?? false;
  useDocumentTitle(t('sme.overview.title'));
  const merchant = session.data?.merchant;
  if (!merchant) return null;
  const quickLinks = [
    {
      to: smeRoutes.paymentLinks,
      label: t('sme.overview.createLink'),
      icon: <Link2 aria-hidden="true" />,
      permission: 'paymentLinks.manage',
    },
    {
      to: smeRoutes.transactions,
      label: t('sme.overview.viewTransactions'),
      icon: <ArrowLeftRight aria-hidden="true" />,
      permission: 'payments.read',
    },
    // Marketplace mode (decision 011): iyzico pays, so the payouts page shows what it will pay.
    payoutsByAcquirer
      ? {
          to: smeRoutes.payouts,
          label: t('sme.overview.iyzicoPayouts'),
          icon: <Banknote aria-hidden="true" />,
          permission: 'payouts.read',
        }
      : {
          to: smeRoutes.payouts,
          label: t('sme.overview.requestPayout'),
          icon: <Banknote aria-hidden="true" />,
          permission: 'payouts.request',
        },
  ] satisfies { to: string; label: string; icon: ReactNode; permission: Permission }[];
  const shown = quickLinks.filter((link) => allowed(link.permission));
  return (
    <>
      <PageHeader title={t('sme.overview.welcome', { name: merchant.companyName || merchant.email })} />
      <div className="space-y-6">
        <KycBanner merchant={merchant} />
        <OverviewFigures paidByAcquirer={payoutsByAcquirer} />
        {allowed('payouts.read') && <ReleasesCard paidByAcquirer={payoutsByAcquirer} limit={3} />}
        {shown.length > 0 && (
          <Card>
            <CardHeader title={t('sme.overview.quickLinks')} />
            <ul className="grid gap-3 p-5 sm:grid-cols-3">
              {shown.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="flex items-center gap-3 rounded-xl border border-slate-200 p-4 text-sm font-medium text-slate-800 hover:border-brand-300 hover:bg-brand-50 [&>svg]:size-5 [&>svg]:text-brand-700"
                  >
                    {link.icon}
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </div>
    </>
  );
}
