import { useMerchantOverview } from '@kopru/api-client/payments';
import { lastDays } from '@kopru/domain/days';
import type { MerchantOverview } from '@kopru/domain/schemas/overview';
import { formatDate, formatDayMonth, formatMoney, formatNumber } from '@kopru/i18n/format';
import { Alert } from '@kopru/ui/alert';
import { BarChart } from '@kopru/ui/bar-chart';
import { Card, CardBody, CardHeader } from '@kopru/ui/card';
import { SegmentedToggle } from '@kopru/ui/segmented-toggle';
import { Spinner } from '@kopru/ui/spinner';
import { StatCard } from '@kopru/ui/stat-card';
import { CalendarClock, CheckCircle2, TrendingUp, Wallet } from 'lucide-react';
import { useState } from 'react';
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

export function OverviewFigures() {
  const { t, i18n } = useTranslation();
  const overview = useMerchantOverview();
  if (overview.isPending) return <Spinner label={t('common.loading')} />;
  if (overview.isError) return <Alert tone="error">{t('common.somethingWentWrong')}</Alert>;
  return <Figures data={overview.data} locale={i18n.language} />;
}

function Figures({ data, locale }: { data: MerchantOverview; locale: string }) {
  const { t } = useTranslation();
  const currencies = [
    ...new Set([...data.balances.map((b) => b.currency), ...data.revenue30d.map((r) => r.currency)]),
  ].sort();
  const [currency, setCurrency] = useState(currencies[0] ?? 'USD');
  const pendingAmounts = data.balances
    .filter((b) => b.pending > 0)
    .map((b) => ({ currency: b.currency, amount: b.pending }));
  const nextAvailable = data.balances
    .map((b) => b.nextAvailableAt)
    .filter((d): d is string => d !== null)
    .sort()[0];
  const days = lastDays(new Date(), 30);
  const chart = days.map((day) => {
    const value = data.revenue30d.find((r) => r.date === day && r.currency === currency)?.amount ?? 0;
    return {
      label: formatDayMonth(`${day}T12:00:00Z`, locale),
      value,
      display: formatMoney(value, currency, locale),
    };
  });

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
          hint={t('sme.overview.available')}
        />
        <StatCard
          label={t('sme.overview.pendingPayments')}
          icon={<CalendarClock aria-hidden="true" />}
          value={formatNumber(data.pendingPayments, locale)}
          hint={
            pendingAmounts.length > 0
              ? `${pendingAmounts.map((p) => formatMoney(p.amount, p.currency, locale)).join(' · ')}${nextAvailable ? ` · ${t('sme.overview.availableOn', { date: formatDate(nextAvailable, locale) })}` : ''}`
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
      <Card>
        <CardHeader
          title={t('sme.overview.revenue30d')}
          action={
            currencies.length > 1 ? (
              <SegmentedToggle
                label={t('links.form.currency')}
                options={currencies}
                value={currency}
                onChange={setCurrency}
              />
            ) : undefined
          }
        />
        <CardBody>
          <BarChart
            data={chart}
            title={`${t('sme.overview.revenue30d')} (${currency})`}
            emptyText={t('sme.overview.noRevenue')}
          />
        </CardBody>
      </Card>
    </div>
  );
}
