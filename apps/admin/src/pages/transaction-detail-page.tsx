import { ApiError } from '@kopru/api-client/client';
import { useAdminTransactionDetail } from '@kopru/api-client/refunds';
import { refundAvailability } from '@kopru/domain/refundable';
import { formatMoney } from '@kopru/i18n/format';
import { DisputeNotices } from '@kopru/ui/dispute-notices';
import { PageHeader } from '@kopru/ui/page-header';
import { RefundLimitNote } from '@kopru/ui/refund-limit-note';
import { PaymentStatusWithRefunds } from '@kopru/ui/transaction-detail';
import { TransactionDetailView } from '@kopru/ui/transaction-detail-view';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { adminLinks, adminRoutes } from '../paths.ts';

/** Any merchant's transaction: timeline, amounts, customer, refunds and ledger entries (read only). */
export function TransactionDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const detail = useAdminTransactionDetail(id);
  useDocumentTitle(t('refunds.detail.title', { id: detail.data?.payment.transactionId ?? '' }));
  return (
    <TransactionDetailView
      query={detail}
      notFound={detail.error instanceof ApiError && detail.error.code === 'not_found'}
      backLink={(props) => <Link to={adminRoutes.transactions} {...props} />}
      header={({ payment, merchantId, merchantName, disputes, refunds, releasedToAcquirerAt }) => (
        <>
          <PageHeader
            title={t('refunds.detail.title', { id: payment.transactionId })}
            description={
              <span className="flex flex-wrap items-center gap-3">
                <span className="text-lg font-semibold text-slate-900">
                  {formatMoney(payment.amount, payment.currency, i18n.language)}
                </span>
                <Link to={adminLinks.merchant(merchantId)} className="text-teal-700">
                  {merchantName}
                </Link>
                <PaymentStatusWithRefunds payment={payment} />
              </span>
            }
          />
          {/* Read only here; tells support why the merchant is offered no refund (or a smaller one). */}
          <RefundLimitNote
            {...refundAvailability(payment, refunds, disputes, releasedToAcquirerAt)}
            chargedBack={payment.chargedBackAmount}
            currency={payment.currency}
          />
          <DisputeNotices
            disputes={disputes}
            link={(dispute, children) => (
              <Link to={adminLinks.dispute(dispute.id)} className="font-medium underline">
                {children}
              </Link>
            )}
          />
        </>
      )}
    />
  );
}
