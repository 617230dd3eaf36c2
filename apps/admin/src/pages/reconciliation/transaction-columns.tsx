import { formatMoney } from '@kopru/i18n/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminLinks } from '../../paths.ts';
import type { QueueColumn } from './queue-table.tsx';

interface Transaction {
  transactionId: string;
  merchantId: string;
  merchantName: string;
  amount: number;
  currency: string;
}

/**
 * The first columns of a queue of payments (payments, refunds, releases to iyzico): the
 * transaction, linked to its page, with an optional line under it; the merchant; the amount.
 */
export function useTransactionColumns<Row extends Transaction>(
  paymentId: (row: Row) => string,
  detail?: (row: Row) => string,
): QueueColumn<Row>[] {
  const { t, i18n } = useTranslation();
  return [
    {
      header: t('reconciliation.table.transaction'),
      cell: (row) => (
        <>
          <Link
            to={adminLinks.transaction(paymentId(row))}
            className="whitespace-nowrap font-medium text-brand-700 underline"
          >
            {row.transactionId}
          </Link>
          {detail && <div className="text-xs text-slate-500">{detail(row)}</div>}
        </>
      ),
    },
    {
      header: t('reconciliation.table.merchant'),
      cell: (row) => (
        <Link to={adminLinks.merchant(row.merchantId)} className="underline">
          {row.merchantName}
        </Link>
      ),
    },
    {
      header: t('reconciliation.table.amount'),
      numeric: true,
      cell: (row) => formatMoney(row.amount, row.currency, i18n.language),
    },
  ];
}
