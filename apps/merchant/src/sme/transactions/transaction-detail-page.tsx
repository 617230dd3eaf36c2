import { ApiError } from '@kopru/api-client/client';
import { commercialInvoiceUrl } from '@kopru/api-client/invoices';
import { useTransactionDetail } from '@kopru/api-client/refunds';
import { toLocale } from '@kopru/domain/locale';
import { refundAvailability } from '@kopru/domain/refundable';
import type { Refund } from '@kopru/domain/schemas/refunds';
import { formatMoney } from '@kopru/i18n/format';
import { Alert } from '@kopru/ui/alert';
import { Button, buttonClasses } from '@kopru/ui/button';
import { DisputeNotices } from '@kopru/ui/dispute-notices';
import { PageHeader } from '@kopru/ui/page-header';
import { RefundLimitNote } from '@kopru/ui/refund-limit-note';
import { PaymentStatusWithRefunds } from '@kopru/ui/transaction-detail';
import { TransactionDetailView } from '@kopru/ui/transaction-detail-view';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { FileDown, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useCan } from '../../lib/permissions.ts';
import { smeLinks, smeRoutes } from '../../paths.ts';
import { RefundDialog } from './refund-dialog.tsx';

/** One transaction: timeline, amounts, customer, refunds and ledger entries, with the refund dialog. */
export function TransactionDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const allowed = useCan();
  const detail = useTransactionDetail(id);
  const [refunding, setRefunding] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'info' | 'error'; text: string } | null>(null);
  const payment = detail.data?.payment;
  useDocumentTitle(t('refunds.detail.title', { id: payment?.transactionId ?? '' }));

  const data = detail.data;
  // As the server counts it: nothing while a dispute is open, less what lost disputes charged back.
  // None once the share was released to iyzico (marketplace mode).
  // A role that reads no refunds or disputes (null) gets neither the button nor a reason.
  const { refundable, limit } =
    payment && data?.refunds && data.disputes
      ? refundAvailability(payment, data.refunds, data.disputes, data.releasedToAcquirerAt)
      : { refundable: 0, limit: null };
  const money = (minor: number) => formatMoney(minor, payment?.currency ?? 'USD', i18n.language);
  const refunded = (refund: Refund) => {
    setRefunding(false);
    const amount = money(refund.amount);
    if (refund.status === 'succeeded')
      setNotice({
        tone: 'success',
        text: data?.payer?.email
          ? t('refunds.dialog.done', { amount })
          : t('refunds.dialog.doneNoEmail', { amount }),
      });
    else if (refund.status === 'pending')
      setNotice({ tone: 'info', text: t('refunds.dialog.pending', { amount }) });
    else setNotice({ tone: 'error', text: t('refunds.dialog.failed') });
  };

  return (
    <TransactionDetailView
      query={detail}
      notFound={detail.error instanceof ApiError && detail.error.code === 'not_found'}
      backLink={(props) => <Link to={smeRoutes.transactions} {...props} />}
      header={({ payment, disputes }) => (
        <>
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
              <div className="flex flex-wrap gap-2">
                {/* The invoice carries the buyer's details: roles that read them (team.ts). */}
                {payment.status === 'succeeded' && allowed('payments.payerDetails') && (
                  <a
                    href={commercialInvoiceUrl(payment.id, toLocale(i18n.language))}
                    download
                    aria-label={t('invoices.downloadCommercialLabel', { reference: payment.transactionId })}
                    className={buttonClasses('outline')}
                  >
                    <FileDown aria-hidden="true" className="size-4" />
                    {t('invoices.downloadCommercial')}
                  </a>
                )}
                {refundable > 0 && allowed('refunds.create') && (
                  <Button variant="outline" onClick={() => setRefunding(true)}>
                    <Undo2 aria-hidden="true" className="size-4" />
                    {t('refunds.action')}
                  </Button>
                )}
              </div>
            }
          />
          <RefundLimitNote
            limit={limit}
            refundable={refundable}
            chargedBack={payment.chargedBackAmount}
            currency={payment.currency}
          />
          {notice && (
            <div className="mb-4">
              <Alert tone={notice.tone}>{notice.text}</Alert>
            </div>
          )}
          <DisputeNotices
            disputes={disputes ?? []}
            link={(dispute, children) => (
              <Link to={smeLinks.dispute(dispute.id)} className="font-medium underline">
                {children}
              </Link>
            )}
          />
        </>
      )}
      footer={
        refunding &&
        payment && (
          <RefundDialog
            payment={payment}
            refundable={refundable}
            onClose={() => setRefunding(false)}
            onRefunded={refunded}
          />
        )
      }
    />
  );
}
