import type { PaymentMargin } from '@kopru/domain/schemas/margins';
import { formatDateTime, formatMoney } from '@kopru/i18n/format';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminLinks } from '../../paths.ts';
import { ExactMoneyCell } from './margin-cells.tsx';

// The margin next to its transaction: on a phone the table scrolls sideways, the margin stays in view.
const columns = [
  ['transaction', false],
  ['margin', true],
  ['merchant', false],
  ['amount', true],
  ['date', false],
  ['commission', true],
  ['acquirerCommission', true],
  ['acquirerFee', true],
] as const;

/** Marketplace payments with our commission, iyzico's and the margin; each links to its transaction. */
export function MarginTable({ rows, caption }: { rows: PaymentMargin[]; caption: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <>
      <Table caption={caption}>
        <THead>
          <TR>
            {columns.map(([key, numeric]) => (
              <TH key={key} className={numeric ? 'text-right' : undefined}>
                {t(`adminMargins.table.${key}`)}
              </TH>
            ))}
          </TR>
        </THead>
        <TBody>
          {rows.map((row) => (
            <TR key={row.id}>
              <TD>
                <Link
                  to={adminLinks.transaction(row.id)}
                  className="whitespace-nowrap font-medium text-brand-700 underline"
                >
                  {row.transactionId}
                </Link>
              </TD>
              <ExactMoneyCell minor={row.margin} currency={row.currency} strong />
              <TD>
                <Link to={adminLinks.merchant(row.merchantId)} className="underline">
                  {row.merchantName}
                </Link>
              </TD>
              <TD className="whitespace-nowrap text-right tabular-nums">
                {formatMoney(row.amount, row.currency, locale)}
              </TD>
              <TD className="whitespace-nowrap">{formatDateTime(row.createdAt, locale)}</TD>
              <TD className="whitespace-nowrap text-right tabular-nums">
                {formatMoney(row.commission, row.currency, locale)}
              </TD>
              <ExactMoneyCell minor={row.acquirer?.commission ?? null} currency={row.currency} />
              <ExactMoneyCell minor={row.acquirer?.fee ?? null} currency={row.currency} />
            </TR>
          ))}
        </TBody>
      </Table>
      {rows.some((row) => row.margin === null) && (
        <p className="border-t border-slate-100 px-5 py-3 text-xs text-slate-600">
          {t('adminMargins.notRecordedHint')}
        </p>
      )}
    </>
  );
}
