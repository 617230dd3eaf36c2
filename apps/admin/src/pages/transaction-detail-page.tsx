import { ApiError } from '@kopru/api-client/client';
import { useAdminTransactionDetail } from '@kopru/api-client/refunds';
import { formatMoney } from '@kopru/i18n/format';
import { Alert } from '@kopru/ui/alert';
import { PageHeader } from '@kopru/ui/page-header';
import { PageSpinner } from '@kopru/ui/spinner';
import {
  LedgerEntries,
  PaymentStatusWithRefunds,
  RefundList,
  TransactionSummary,
  TransactionTimeline,
} from '@kopru/ui/transaction-detail';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

/** Any merchant's transaction: timeline, amounts, customer, refunds and ledger entries (read only). */
export function TransactionDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const detail = useAdminTransactionDetail(id);
  const payment = detail.data?.payment;
  useDocumentTitle(t('refunds.detail.title', { id: payment?.transactionId ?? '' }));
  const back = (
    <Link to="/dashboard/transactions" className="mb-4 inline-flex items-center gap-1 text-sm text-teal-700">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('refunds.detail.back')}
    </Link>
  );
  if (detail.isPending) return <PageSpinner label={t('common.loading')} />;
  if (detail.isError || !detail.data || !payment)
    return (
      <>
        {back}
        <Alert tone="error">
          {detail.error instanceof ApiError && detail.error.code === 'not_found'
            ? t('refunds.detail.notFound')
            : t('common.somethingWentWrong')}
        </Alert>
      </>
    );
  return (
    <>
      {back}
      <PageHeader
        title={t('refunds.detail.title', { id: payment.transactionId })}
        description={
          <span className="flex flex-wrap items-center gap-3">
            <span className="text-lg font-semibold text-slate-900">
              {formatMoney(payment.amount, payment.currency, i18n.language)}
            </span>
            <Link to={`/dashboard/smes/${detail.data.merchantId}`} className="text-teal-700">
              {detail.data.merchantName}
            </Link>
            <PaymentStatusWithRefunds payment={payment} />
          </span>
        }
      />
      <div className="space-y-4">
        {detail.data.disputes.map((dispute) => (
          <Alert key={dispute.id} tone={dispute.status === 'won' ? 'success' : 'warning'}>
            {t('disputes.onTransaction', { status: t(`disputes.status.${dispute.status}`) })}{' '}
            <Link to={`/dashboard/disputes/${dispute.id}`} className="font-medium underline">
              {t('disputes.openDispute')}
            </Link>
          </Alert>
        ))}
        <TransactionSummary detail={detail.data} />
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <TransactionTimeline detail={detail.data} />
          <RefundList detail={detail.data} />
        </div>
        <LedgerEntries detail={detail.data} />
      </div>
    </>
  );
}
