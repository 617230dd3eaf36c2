import { urlOf } from '@kopru/api-client/client';
import { type PaymentFilters, usePayments } from '@kopru/api-client/payments';
import { exportPayments } from '@kopru/domain/contracts/payments';
import type { PaymentListQuery } from '@kopru/domain/schemas/payments';
import { formatDate, formatDateTime, formatTime } from '@kopru/i18n/format';
import { buttonClasses } from '@kopru/ui/button';
import { Card } from '@kopru/ui/card';
import { NoTransactions } from '@kopru/ui/no-transactions';
import { PageHeader } from '@kopru/ui/page-header';
import { TD, TR } from '@kopru/ui/table';
import { TransactionFilters } from '@kopru/ui/transaction-filters';
import {
  MoneyCell,
  PaymentStatusCell,
  TransactionIdCell,
  TransactionTable,
} from '@kopru/ui/transaction-table';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

const filterKeys = ['status', 'currency', 'from', 'to', 'q'] as const;

/** The table's columns: catalog key under transactions.columns, and header classes. */
const columns = [
  ['id', ''],
  ['amount', 'text-right'],
  ['status', ''],
  ['date', ''],
  ['description', ''],
  ['fee', 'text-right'],
  ['net', 'text-right'],
  ['card', ''],
] as const;

/** The time of day under the date, so the table fits beside the sidebar at 1280 px. */
/** Filters live in the URL so a filtered view can be bookmarked or shared. */
function useFilters(): [PaymentFilters, (filters: PaymentFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    filterKeys.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])),
  ) as PaymentFilters;
  const setFilters = (next: PaymentFilters) =>
    setParams(
      Object.fromEntries(Object.entries(next).filter(([, value]) => value)) as Record<string, string>,
      { replace: true },
    );
  return [filters, setFilters];
}

export function TransactionsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('transactions.title'));
  const [filters, setFilters] = useFilters();
  const payments = usePayments(filters);
  const locale = i18n.language;
  const rows = payments.data?.pages.flatMap((page) => page.data) ?? [];
  const filtered = Object.keys(filters).length > 0;
  // The CSV follows the page's language (Turkish: `;`, decimal commas, dd.MM.yyyy) for Excel.
  const exportHref = urlOf(exportPayments, {
    query: { ...(filters as Omit<PaymentListQuery, 'limit'>), lang: locale.slice(0, 2) as 'en' | 'tr' },
  });

  return (
    <>
      <PageHeader
        title={t('transactions.title')}
        description={t('transactions.subtitle')}
        actions={
          rows.length > 0 ? (
            <a href={exportHref} className={buttonClasses('outline')} download>
              <Download aria-hidden="true" className="size-4" />
              {t('transactions.export')}
            </a>
          ) : undefined
        }
      />
      <Card className="mb-4 p-4">
        <TransactionFilters value={filters} onChange={setFilters} withSearch />
      </Card>
      <TransactionTable
        caption={t('transactions.title')}
        columns={columns}
        query={payments}
        empty={<NoTransactions filtered={filtered} text={t('transactions.empty.text')} />}
        row={(payment) => (
          <TR key={payment.id}>
            <TransactionIdCell
              transactionId={payment.transactionId}
              link={(props) => <Link to={payment.id} {...props} />}
            />
            <MoneyCell minor={payment.amount} currency={payment.currency} strong />
            <PaymentStatusCell status={payment.status} refundStatus={payment.refundStatus}>
              {payment.declineCode && (
                <span className="mt-1 block text-xs text-slate-500">
                  {t('transactions.declined', {
                    reason: t(`checkout.declines.${payment.declineCode as 'card_declined'}`),
                  })}
                </span>
              )}
            </PaymentStatusCell>
            <TD className="whitespace-nowrap">
              <time dateTime={payment.createdAt}>
                {formatDate(payment.createdAt, locale)}
                <span className="block text-xs text-slate-500">{formatTime(payment.createdAt, locale)}</span>
              </time>
            </TD>
            <TD title={payment.description}>
              {/* Wraps (two lines at most) so a long name narrows its column instead of widening the table. */}
              <span className="line-clamp-2 max-w-48 min-w-24 [overflow-wrap:anywhere]">
                {payment.description}
              </span>
            </TD>
            <MoneyCell minor={payment.fee} currency={payment.currency} />
            <MoneyCell minor={payment.net} currency={payment.currency}>
              {!payment.settled && payment.availableAt && payment.status === 'succeeded' && (
                <span
                  className="block text-xs whitespace-normal text-slate-500"
                  title={formatDateTime(payment.availableAt, locale)}
                >
                  {t('transactions.settlesOn', { date: formatDate(payment.availableAt, locale) })}
                </span>
              )}
            </MoneyCell>
            <TD className="whitespace-nowrap">
              {/* No last four yet: the card is typed on the acquirer's page, which reports it. */}
              {payment.cardLast4 ? (
                <>
                  <span className="block capitalize">{payment.cardBrand}</span>
                  <span className="block text-xs text-slate-500">•••• {payment.cardLast4}</span>
                </>
              ) : (
                '–'
              )}
            </TD>
          </TR>
        )}
      />
    </>
  );
}
