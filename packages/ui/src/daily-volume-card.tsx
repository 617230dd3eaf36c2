import { lastDays } from '@kopru/domain/days';
import { formatDayMonth, formatMoney } from '@kopru/i18n/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from './bar-chart.tsx';
import { Card, CardBody, CardHeader } from './card.tsx';
import { SegmentedToggle } from './segmented-toggle.tsx';

export interface DailyAmount {
  /** `YYYY-MM-DD`. */
  date: string;
  currency: string;
  /** Minor units. */
  amount: number;
}

/** Amounts of the last 30 days as bars, one currency at a time (a toggle when there are several). */
export function DailyVolumeCard({
  rows,
  currencies = [...new Set(rows.map((row) => row.currency))].sort(),
  title,
  currencyLabel,
  emptyText,
  className,
}: {
  rows: DailyAmount[];
  currencies?: string[];
  title: string;
  currencyLabel: string;
  emptyText: string;
  className?: string;
}) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const [currency, setCurrency] = useState(currencies[0] ?? 'USD');
  const chart = lastDays(new Date(), 30).map((day) => {
    const value = rows.find((row) => row.date === day && row.currency === currency)?.amount ?? 0;
    return {
      label: formatDayMonth(`${day}T12:00:00Z`, locale),
      value,
      display: formatMoney(value, currency, locale),
    };
  });
  return (
    <Card className={className}>
      <CardHeader
        title={title}
        action={
          currencies.length > 1 ? (
            <SegmentedToggle
              label={currencyLabel}
              options={currencies}
              value={currency}
              onChange={setCurrency}
            />
          ) : undefined
        }
      />
      <CardBody>
        <BarChart data={chart} title={`${title} (${currency})`} emptyText={emptyText} />
      </CardBody>
    </Card>
  );
}
