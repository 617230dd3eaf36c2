import { useMerchantOverview } from '@kopru/api-client/payments';
import type { MerchantOverview } from '@kopru/domain/schemas/overview';
import { formatDate, formatMoney, formatNumber } from '@kopru/i18n/format';
import { DailyVolumeCard } from '@kopru/ui/daily-volume-card';
import { QueryView } from '@kopru/ui/query-view';
import { Spinner } from '@kopru/ui/spinner';
import { StatCard } from '@kopru/ui/stat-card';
import { CalendarClock, CheckCircle2, TrendingUp, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** One line per currency, or the empty text when there is nothing. */
function MoneyLines({
  items,
  locale,
  emptyText,
}: {
  items: { currency: string; amount: number }[];
  locale: string;
  emptyText: string;
}) {
  if (items.length === 0) return <span className="text-base font-normal text-slate-500">{emptyText}</span>;
  return (
    <ul>
      {items.map((item) => (
        <li key={item.currency}>{formatMoney(item.amount, item.currency, locale)}</li>
      ))}
    </ul>
  );
}

export function OverviewFigures({ paidByAcquirer = false }: { paidByAcquirer?: boolean }) {
  const { t, i18n } = useTranslation();
  const overview = useMerchantOverview();
  return (
    <QueryView
      query={overview}
      errorText={t('common.somethingWentWrong')}
      errorClassName=""
      loading={<Spinner label={t('common.loading')} />}
    >
      {(data) => <Figures data={data} locale={i18n.language} paidByAcquirer={paidByAcquirer} />}
    </QueryView>
  );
}

function Figures({
  data,
  locale,
  paidByAcquirer,
}: {
  data: MerchantOverview;
  locale: string;
  /** Marketplace mode (decision 011): nothing is withdrawn; the balance waits for its release to iyzico. */
  paidByAcquirer: boolean;
}) {
  const { t } = useTranslation();
  const currencies = [
    ...new Set([...data.balances.map((b) => b.currency), ...data.revenue30d.map((r) => r.currency)]),
  ].sort();
  const pendingAmounts = data.balances
    .filter((b) => b.pending > 0)
    .map((b) => ({ currency: b.currency, amount: b.pending }));
  const nextAvailable = data.balances
    .map((b) => b.nextAvailableAt)
    .filter((d): d is string => d !== null)
    .sort()[0];

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label={t('sme.overview.totalBalance')}
          icon={<Wallet aria-hidden="true" />}
          value={
            <MoneyLines
              items={data.balances.map((b) => ({ currency: b.currency, amount: b.available }))}
              locale={locale}
              emptyText={t('sme.overview.noBalance')}
            />
          }
          hint={t(paidByAcquirer ? 'sme.overview.dueForRelease' : 'sme.overview.available')}
        />
        <StatCard
          label={t('sme.overview.pendingPayments')}
          icon={<CalendarClock aria-hidden="true" />}
          value={formatNumber(data.pendingPayments, locale)}
          hint={
            pendingAmounts.length > 0
              ? `${pendingAmounts.map((p) => formatMoney(p.amount, p.currency, locale)).join(' · ')}${nextAvailable ? ` · ${t(paidByAcquirer ? 'sme.overview.releaseOn' : 'sme.overview.availableOn', { date: formatDate(nextAvailable, locale) })}` : ''}`
              : undefined
          }
        />
        <StatCard
          label={t('sme.overview.completedTransactions')}
          icon={<CheckCircle2 aria-hidden="true" />}
          value={formatNumber(data.completedTransactions, locale)}
        />
        <StatCard
          label={t('sme.overview.monthlyRevenue')}
          icon={<TrendingUp aria-hidden="true" />}
          value={
            <MoneyLines items={data.monthlyRevenue} locale={locale} emptyText={t('sme.overview.noBalance')} />
          }
        />
      </div>
      <DailyVolumeCard
        rows={data.revenue30d}
        currencies={currencies}
        title={t('sme.overview.revenue30d')}
        currencyLabel={t('links.form.currency')}
        emptyText={t('sme.overview.noRevenue')}
      />
    </div>
  );
}
