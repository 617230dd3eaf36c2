import type { ExchangeRate } from '@kopru/domain/schemas/exchange-rates';
import { formatDateTime, formatDay, formatRate } from '@kopru/i18n/format';
import { Badge } from '@kopru/ui/badge';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { useTranslation } from 'react-i18next';

/** The rate each currency converts at now, with where and when it came from. */
export function RatesTable({ rates }: { rates: ExchangeRate[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Table caption={t('exchangeRates.table.caption')}>
      <THead>
        <tr>
          <TH>{t('exchangeRates.table.currency')}</TH>
          <TH className="text-right">{t('exchangeRates.table.rate')}</TH>
          <TH>{t('exchangeRates.table.date')}</TH>
          <TH>{t('exchangeRates.table.source')}</TH>
          <TH>{t('exchangeRates.table.entered')}</TH>
        </tr>
      </THead>
      <TBody>
        {rates.map((rate) => (
          <TR key={rate.currency}>
            <TD className="font-medium text-slate-900">{rate.currency}</TD>
            <TD className="text-right tabular-nums">{formatRate(rate.rate, locale)}</TD>
            <TD>{formatDay(rate.date, locale)}</TD>
            <TD>
              <Badge tone={rate.source === 'tcmb' ? 'info' : 'warning'}>
                {t(`exchangeRates.sources.${rate.source}`)}
              </Badge>
            </TD>
            <TD>
              {rate.enteredBy
                ? t('exchangeRates.enteredBy', {
                    admin: rate.enteredBy,
                    time: formatDateTime(rate.enteredAt, locale),
                  })
                : t('exchangeRates.fetchedAt', { time: formatDateTime(rate.enteredAt, locale) })}
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
