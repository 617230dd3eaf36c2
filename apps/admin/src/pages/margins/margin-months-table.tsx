import { useAdminMarginMonths } from '@kopru/api-client/admin-margins';
import type { MarginMonth } from '@kopru/domain/schemas/margins';
import { formatMoney, formatNumber } from '@kopru/i18n/format';
import { Card } from '@kopru/ui/card';
import { QueryView } from '@kopru/ui/query-view';
import { Spinner } from '@kopru/ui/spinner';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { useTranslation } from 'react-i18next';
import { ExactMoneyCell } from './margin-cells.tsx';
import { SectionHeader } from './section-header.tsx';

/** "December 2026" / "Aralık 2026" for "2026-12", in the month's own calendar (no time zone shift). */
function monthLabel(month: string, locale: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

function MonthRow({ row }: { row: MarginMonth }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <TR>
      <TD className="whitespace-nowrap font-medium text-slate-900">
        {monthLabel(row.month, locale)}
        {row.unrecorded > 0 && (
          <div className="max-w-xs whitespace-normal text-xs font-normal text-amber-800">
            {t('adminMargins.months.unrecorded', {
              count: row.unrecorded,
              commission: formatMoney(row.unrecordedCommission, row.currency, locale),
            })}
          </div>
        )}
      </TD>
      <TD>{row.currency}</TD>
      <ExactMoneyCell minor={row.margin} currency={row.currency} strong />
      <TD className="text-right tabular-nums">{formatNumber(row.payments, locale)}</TD>
      <TD className="whitespace-nowrap text-right tabular-nums">
        {formatMoney(row.commission, row.currency, locale)}
      </TD>
      <ExactMoneyCell minor={row.acquirerCommission} currency={row.currency} />
      <ExactMoneyCell minor={row.acquirerFee} currency={row.currency} />
    </TR>
  );
}

/** The margin's total per month and currency: amounts in different currencies are never added. */
export function MarginMonthsTable() {
  const { t } = useTranslation();
  const months = useAdminMarginMonths();
  const header = (
    key: 'month' | 'currency' | 'payments' | 'commission' | 'acquirerCommission' | 'acquirerFee' | 'margin',
    numeric = false,
  ) => <TH className={numeric ? 'text-right' : undefined}>{t(`adminMargins.table.${key}`)}</TH>;
  return (
    <Card>
      <SectionHeader title={t('adminMargins.months.title')} text={t('adminMargins.months.text')} />
      <QueryView
        query={months}
        errorText={t('adminMargins.loadFailed')}
        isEmpty={(data) => data.months.length === 0}
        empty={<p className="px-5 py-4 text-sm text-slate-600">{t('adminMargins.months.empty')}</p>}
        loading={
          <div className="flex justify-center p-6 text-brand-700">
            <Spinner label={t('common.loading')} />
          </div>
        }
      >
        {(data) => (
          <Table caption={t('adminMargins.months.caption')}>
            <THead>
              <TR>
                {header('month')}
                {header('currency')}
                {header('margin', true)}
                {header('payments', true)}
                {header('commission', true)}
                {header('acquirerCommission', true)}
                {header('acquirerFee', true)}
              </TR>
            </THead>
            <TBody>
              {data.months.map((row) => (
                <MonthRow key={`${row.month}-${row.currency}`} row={row} />
              ))}
            </TBody>
          </Table>
        )}
      </QueryView>
    </Card>
  );
}
