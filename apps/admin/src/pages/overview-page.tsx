import { useAdminOverview } from '@kopru/api-client/admin-payments';
import type { AdminOverview } from '@kopru/domain/schemas/admin';
import { formatDate, formatMoney, formatNumber } from '@kopru/i18n/format';
import { Alert } from '@kopru/ui/alert';
import { Card, CardHeader } from '@kopru/ui/card';
import { DailyVolumeCard } from '@kopru/ui/daily-volume-card';
import { PageHeader } from '@kopru/ui/page-header';
import { QueryView } from '@kopru/ui/query-view';
import { StatCard } from '@kopru/ui/stat-card';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { Building2, ChevronRight, CreditCard, ShieldCheck, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MerchantStatusBadge } from '../components/merchant-status-badge.tsx';
import { adminLinks, adminRoutes } from '../paths.ts';
import { AcquirerNotice } from './acquirer-notice.tsx';

function RecentRegistrations({ merchants }: { merchants: AdminOverview['recentRegistrations'] }) {
  const { t, i18n } = useTranslation();
  return (
    <Card>
      <CardHeader
        title={t('admin.overview.recentRegistrations')}
        action={
          <Link to={adminRoutes.smes} className="text-sm font-medium text-brand-700 hover:underline">
            {t('admin.overview.viewAllSmes')}
          </Link>
        }
      />
      {merchants.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-600">{t('admin.overview.noRegistrations')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {merchants.map((merchant) => (
            <li key={merchant.id}>
              <Link
                to={adminLinks.merchant(merchant.id)}
                className="flex items-center justify-between gap-3 px-5 py-3 text-sm hover:bg-slate-50 focus-visible:bg-slate-50"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900">{merchant.companyName}</span>
                  <span className="block truncate text-slate-500">{merchant.email}</span>
                </span>
                <span className="flex shrink-0 items-center gap-3 text-slate-500">
                  <span className="hidden sm:inline">
                    <MerchantStatusBadge status={merchant.status} />
                  </span>
                  {formatDate(merchant.createdAt, i18n.language)}
                  <ChevronRight aria-hidden="true" className="size-4" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function PendingActions({ pendingKyc, pendingPayouts }: { pendingKyc: number; pendingPayouts: number }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader title={t('admin.overview.pendingActions')} />
      <ul className="space-y-2 px-5 py-4 text-sm">
        <li>
          <Link to={adminRoutes.kyc} className="font-medium text-brand-700 hover:underline">
            {t('admin.overview.kycToReview', { count: pendingKyc })}
          </Link>
        </li>
        <li>
          <Link to={adminRoutes.payouts} className="font-medium text-brand-700 hover:underline">
            {t('admin.overview.payoutsToReview', { count: pendingPayouts })}
          </Link>
        </li>
      </ul>
    </Card>
  );
}

function VolumeChart({ data }: { data: AdminOverview }) {
  const { t } = useTranslation();
  return (
    <DailyVolumeCard
      className="mt-6"
      rows={data.volume30d}
      title={t('admin.overview.volume30d')}
      currencyLabel={t('transactions.filters.currency')}
      emptyText={t('admin.overview.noVolume30d')}
    />
  );
}

export function OverviewPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.overview.title'));
  const overview = useAdminOverview();
  return (
    <QueryView query={overview} errorText={t('common.somethingWentWrong')} errorClassName="">
      {(data) => <Overview data={data} />}
    </QueryView>
  );
}

/** Says so when e-mail does not leave the server (no SMTP_URL): resets and notices reach no one. */
function EmailDeliveryNotice({ delivery }: { delivery: AdminOverview['emailDelivery'] }) {
  const { t } = useTranslation();
  if (delivery === 'smtp') return null;
  const notLeaving = delivery === 'not_leaving';
  return (
    <Alert
      className="mb-6"
      tone="warning"
      title={t(notLeaving ? 'admin.overview.emailNotLeavingTitle' : 'admin.overview.emailKeptTitle')}
    >
      <p>{t(notLeaving ? 'admin.overview.emailNotLeavingText' : 'adminEmails.delivery.kept')}</p>
      <Link to={adminRoutes.emails} className="mt-2 inline-block font-medium underline">
        {t('admin.overview.openOutbox')}
      </Link>
    </Alert>
  );
}

/** The platform's figures, volume and latest registrations. */
function Overview({ data }: { data: AdminOverview }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <>
      <PageHeader title={t('admin.overview.title')} />
      <EmailDeliveryNotice delivery={data.emailDelivery} />
      <AcquirerNotice data={data} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label={t('admin.overview.totalSmes')}
          value={formatNumber(data.totalMerchants, locale)}
          icon={<Building2 aria-hidden="true" />}
        />
        <StatCard
          label={t('admin.overview.pendingKyc')}
          value={formatNumber(data.pendingKyc, locale)}
          icon={<ShieldCheck aria-hidden="true" />}
        />
        <StatCard
          label={t('admin.overview.totalPayments')}
          value={formatNumber(data.totalPayments, locale)}
          icon={<CreditCard aria-hidden="true" />}
        />
        <StatCard
          label={t('admin.overview.totalVolume')}
          icon={<TrendingUp aria-hidden="true" />}
          value={
            data.volume.length === 0 ? (
              <span className="text-base font-normal text-slate-500">{t('admin.overview.noVolume')}</span>
            ) : (
              <ul>
                {data.volume.map((row) => (
                  <li key={row.currency}>{formatMoney(row.amount, row.currency, locale)}</li>
                ))}
              </ul>
            )
          }
        />
      </div>
      <VolumeChart data={data} />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RecentRegistrations merchants={data.recentRegistrations} />
        <PendingActions pendingKyc={data.pendingKyc} pendingPayouts={data.pendingPayouts} />
      </div>
    </>
  );
}
