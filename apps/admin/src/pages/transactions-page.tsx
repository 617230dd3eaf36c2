import { useAdminPayments } from '@kopru/api-client/admin-payments';
import { formatDateTime } from '@kopru/i18n/format';
import { Card } from '@kopru/ui/card';
import { NoTransactions } from '@kopru/ui/no-transactions';
import { PageHeader } from '@kopru/ui/page-header';
import { TD, TR } from '@kopru/ui/table';
import { TransactionFilters, type TransactionFilterValues } from '@kopru/ui/transaction-filters';
import {
  MoneyCell,
  PaymentStatusCell,
  TransactionIdCell,
  TransactionTable,
} from '@kopru/ui/transaction-table';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

const filterKeys = ['status', 'currency', 'from', 'to', 'q', 'merchantId'] as const;

/** The table's columns: catalog key under transactions.columns, and header classes. */
const columns = [
  ['id', ''],
  ['amount', 'text-right'],
  ['type', ''],
  ['status', ''],
  ['date', ''],
  ['merchant', ''],
  ['fee', 'text-right'],
] as const;

/** All merchants' transactions; filters live in the URL (the merchant page links here with merchantId). */
export function TransactionsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('admin.nav.transactions'));
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    filterKeys.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])),
  ) as TransactionFilterValues & {
    merchantId?: string;
  };
  const payments = useAdminPayments(filters);
  const locale = i18n.language;
  const setFilters = (next: TransactionFilterValues) =>
    setParams(
      Object.fromEntries(
        Object.entries({ ...next, merchantId: filters.merchantId }).filter(([, v]) => v),
      ) as Record<string, string>,
      {
        replace: true,
      },
    );

  return (
    <>
      <PageHeader title={t('admin.nav.transactions')} />
      <Card className="mb-4 p-4">
        <TransactionFilters value={filters} onChange={setFilters} withSearch />
      </Card>
      <TransactionTable
        caption={t('admin.nav.transactions')}
        columns={columns}
        query={payments}
        empty={<NoTransactions filtered={Object.keys(filters).length > 0} />}
        row={(payment) => (
          <TR key={payment.id}>
            <TransactionIdCell
              transactionId={payment.transactionId}
              link={(props) => <Link to={payment.id} {...props} />}
            />
            <MoneyCell minor={payment.amount} currency={payment.currency} strong />
            <TD>{t(`transactions.type.${payment.type}`)}</TD>
            <PaymentStatusCell status={payment.status} refundStatus={payment.refundStatus} />
            <TD className="whitespace-nowrap">{formatDateTime(payment.createdAt, locale)}</TD>
            <TD>
              <span className="block font-medium text-slate-900">{payment.merchantName}</span>
              <span className="font-mono text-xs text-slate-500">{payment.merchantId}</span>
            </TD>
            <MoneyCell minor={payment.fee} currency={payment.currency} />
          </TR>
        )}
      />
    </>
  );
}
