import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { evidenceFileUrl, useAdminDispute, useDecideDispute } from '@kopru/api-client/disputes';
import { formatMoney } from '@kopru/i18n/format';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Card, CardHeader } from '@kopru/ui/card';
import { ConfirmDialog } from '@kopru/ui/confirm-dialog';
import { DisputeEvidence, DisputeFacts } from '@kopru/ui/dispute-detail';
import { PageHeader } from '@kopru/ui/page-header';
import { PageSpinner } from '@kopru/ui/spinner';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

/** One dispute with the merchant's evidence; the admin marks it won or lost. */
export function DisputeDetailPage() {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const { id = '' } = useParams();
  const dispute = useAdminDispute(id);
  const decide = useDecideDispute(id);
  const [confirming, setConfirming] = useState<'won' | 'lost' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<'won' | 'lost' | null>(null);
  useDocumentTitle(t('disputes.detail.title', { transaction: dispute.data?.transactionId ?? '' }));
  const back = (
    <Link to="/dashboard/disputes" className="mb-4 inline-flex items-center gap-1 text-sm text-teal-700">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('disputes.detail.back')}
    </Link>
  );
  if (dispute.isPending) return <PageSpinner label={t('common.loading')} />;
  if (dispute.isError)
    return (
      <>
        {back}
        <Alert tone="error">
          {dispute.error instanceof ApiError && dispute.error.code === 'not_found'
            ? t('disputes.detail.notFound')
            : t('common.somethingWentWrong')}
        </Alert>
      </>
    );
  const data = dispute.data;
  const money = (minor: number) => formatMoney(minor, data.currency, i18n.language);
  const open = data.status === 'needs_response' || data.status === 'under_review';
  const vars = {
    transaction: data.transactionId,
    merchant: data.merchantName,
    total: money(data.amount + data.fee),
    amount: money(data.amount),
    fee: money(data.fee),
  };
  const confirm = () => {
    if (!confirming) return;
    setFailure(null);
    decide.mutate(confirming, {
      onSuccess: () => {
        setDone(confirming);
        setConfirming(null);
      },
      onError: (error) => setFailure(message(errorMessageKey(error))),
    });
  };
  return (
    <>
      {back}
      <PageHeader
        title={t('disputes.detail.title', { transaction: data.transactionId })}
        description={
          <span className="flex flex-wrap gap-3">
            <Link to={`/dashboard/transactions/${data.paymentId}`} className="text-teal-700 underline">
              {t('disputes.detail.transaction')}: {data.transactionId}
            </Link>
            <Link to={`/dashboard/smes/${data.merchantId}`} className="text-teal-700 underline">
              {data.merchantName}
            </Link>
          </span>
        }
      />
      {done && (
        <div className="mb-4">
          <Alert tone="success">
            {t(done === 'won' ? 'disputes.admin.doneWon' : 'disputes.admin.doneLost')}
          </Alert>
        </div>
      )}
      <div className="space-y-4">
        <DisputeFacts dispute={data} />
        <DisputeEvidence dispute={data} fileUrl={(fileId) => evidenceFileUrl('admin', data.id, fileId)} />
        {open && (
          <Card>
            <CardHeader title={t('disputes.admin.decide')} />
            <div className="space-y-3 p-5">
              {data.status === 'needs_response' && (
                <Alert tone="info">{t('disputes.admin.noEvidence')}</Alert>
              )}
              <div className="flex flex-wrap gap-3">
                {data.status === 'under_review' && (
                  <Button onClick={() => setConfirming('won')}>{t('disputes.admin.markWon')}</Button>
                )}
                <Button variant="outline" onClick={() => setConfirming('lost')}>
                  {t('disputes.admin.markLost')}
                </Button>
              </div>
            </div>
          </Card>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title={t(confirming === 'won' ? 'disputes.admin.wonTitle' : 'disputes.admin.lostTitle', vars)}
          description={t(confirming === 'won' ? 'disputes.admin.wonText' : 'disputes.admin.lostText', vars)}
          cancelLabel={t('disputes.admin.cancel')}
          confirmLabel={t(confirming === 'won' ? 'disputes.admin.markWon' : 'disputes.admin.markLost')}
          closeLabel={t('common.close')}
          pending={decide.isPending}
          failure={failure}
          failureTitle={t('common.errorTitle')}
          onConfirm={confirm}
          onClose={() => {
            setConfirming(null);
            setFailure(null);
          }}
        />
      )}
    </>
  );
}
