import type { Conversion } from '@kopru/domain/schemas/payouts';
import { formatDay, formatMoney, formatPercent, formatRate } from '@kopru/i18n/format';
import { useTranslation } from 'react-i18next';

/**
 * Every figure of a conversion to lira, as the merchant confirms it and the admin reviews it:
 * the reference rate with its source and date, the rate applied, the spread in percent and in
 * lira, the fee and the lira amount.
 */
export function ConversionFigures({
  conversion,
  currency,
  tryAmount,
}: {
  conversion: Conversion;
  currency: string;
  tryAmount: number;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const rate = (value: string) =>
    t('payouts.conversion.rateValue', { currency, rate: formatRate(value, locale) });
  const rows: [string, string, string?][] = [
    [
      t('payouts.conversion.referenceRate'),
      rate(conversion.referenceRate),
      t(`payouts.conversion.sources.${conversion.rateSource}`, {
        date: formatDay(conversion.rateDate, locale),
      }),
    ],
    [t('payouts.conversion.appliedRate'), rate(conversion.appliedRate)],
    [
      t('payouts.conversion.spread'),
      t('payouts.conversion.spreadValue', {
        percent: formatPercent(conversion.spreadBasisPoints / 100, locale),
        amount: formatMoney(conversion.spreadMinor, 'TRY', locale),
      }),
    ],
    [
      t('payouts.conversion.fee'),
      conversion.feeMinor > 0
        ? formatMoney(conversion.feeMinor, 'TRY', locale)
        : t('payouts.conversion.noFee'),
    ],
    [t('payouts.conversion.tryAmount'), formatMoney(tryAmount, 'TRY', locale)],
  ];
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {rows.map(([label, value, note]) => (
        <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 py-1.5">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-right font-medium text-slate-900 tabular-nums">
            {value}
            {note && <span className="block text-xs font-normal text-slate-500">{note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
