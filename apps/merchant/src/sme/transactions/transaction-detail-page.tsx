import { ApiError } from '@kopru/api-client/client';
import { useTransactionDetail } from '@kopru/api-client/refunds';
import type { Refund } from '@kopru/domain/schemas/refunds';
import { formatMoney } from '@kopru/i18n/format';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
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
import { ArrowLeft, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { RefundDialog } from './refund-dialog.tsx';

/** One transaction: timeline, amounts, customer, refunds and ledger entries, with the refund dialog. */
export function TransactionDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const detail = useTransactionDetail(id);
  const [refunding, setRefunding] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'info' | 'error'; text: string } | null>(null);
  const payment = detail.data?.payment;
  useDocumentTitle(t('refunds.detail.title', { id: payment?.transactionId ?? '' }));

  const back = (
    <Link
      to="/sme/dashboard/transactions"
      className="mb-4 inline-flex items-center gap-1 text-sm text-teal-700"
    >
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

  const reserved = detail.data.refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amount, 0);
  const refundable = payment.status === 'succeeded' ? payment.amount - reserved : 0;
  const money = (minor: number) => formatMoney(minor, payment.currency, i18n.language);
  const refunded = (refund: Refund) => {
    setRefunding(false);
    const amount = money(refund.amount);
    if (refund.status === 'succeeded')
      setNotice({
        tone: 'success',
        text: detail.data.payer.email
          ? t('refunds.dialog.done', { amount })
          : t('refunds.dialog.doneNoEmail', { amount }),
      });
    else if (refund.status === 'pending')
      setNotice({ tone: 'info', text: t('refunds.dialog.pending', { amount }) });
    else setNotice({ tone: 'error', text: t('refunds.dialog.failed') });
  };

  return (
    <>
      {back}
      <PageHeader
        title={t('refunds.detail.title', { id: payment.transactionId })}
        description={
          <span className="flex flex-wrap items-center gap-3">
            <span className="text-lg font-semibold text-slate-900">{money(payment.amount)}</span>
            <span>{payment.description}</span>
            <PaymentStatusWithRefunds payment={payment} />
          </span>
        }
        actions={
          refundable > 0 ? (
            <Button variant="outline" onClick={() => setRefunding(true)}>
              <Undo2 aria-hidden="true" className="size-4" />
              {t('refunds.action')}
            </Button>
          ) : undefined
        }
      />
      {notice && (
        <div className="mb-4">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      )}
      <div className="space-y-4">
        {detail.data.disputes.map((dispute) => (
          <Alert key={dispute.id} tone={dispute.status === 'won' ? 'success' : 'warning'}>
            {t('disputes.onTransaction', { status: t(`disputes.status.${dispute.status}`) })}{' '}
            <Link to={`/sme/dashboard/disputes/${dispute.id}`} className="font-medium underline">
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
      {refunding && (
        <RefundDialog
          payment={payment}
          refundable={refundable}
          onClose={() => setRefunding(false)}
          onRefunded={refunded}
        />
      )}
    </>
  );
}
