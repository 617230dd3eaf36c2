import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { evidenceFileUrl, useAdminDispute, useDecideDispute } from '@kopru/api-client/disputes';
import type { AdminDispute } from '@kopru/domain/schemas/disputes';
import { formatMoney } from '@kopru/i18n/format';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Card, CardHeader } from '@kopru/ui/card';
import { ConfirmDialog } from '@kopru/ui/confirm-dialog';
import { DisputeEvidence } from '@kopru/ui/dispute-detail';
import { DisputeDetailView } from '@kopru/ui/dispute-detail-view';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { adminLinks, adminRoutes } from '../../paths.ts';

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
  const confirmDialog = (data: AdminDispute) => {
    if (!confirming) return null;
    const money = (minor: number) => formatMoney(minor, data.currency, i18n.language);
    const vars = {
      transaction: data.transactionId,
      merchant: data.merchantName,
      total: money(data.amount + data.fee),
      amount: money(data.amount),
      fee: money(data.fee),
    };
    return (
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
    );
  };
  return (
    <DisputeDetailView
      backLink={(props) => <Link to={adminRoutes.disputes} {...props} />}
      query={dispute}
      notFound={dispute.error instanceof ApiError && dispute.error.code === 'not_found'}
      description={(data) => (
        <span className="flex flex-wrap gap-3">
          <Link to={adminLinks.transaction(data.paymentId)} className="text-teal-700 underline">
            {t('disputes.detail.transaction')}: {data.transactionId}
          </Link>
          <Link to={adminLinks.merchant(data.merchantId)} className="text-teal-700 underline">
            {data.merchantName}
          </Link>
        </span>
      )}
      done={done && t(done === 'won' ? 'disputes.admin.doneWon' : 'disputes.admin.doneLost')}
      footer={confirmDialog}
    >
      {(data) => (
        <>
          <DisputeEvidence dispute={data} fileUrl={(fileId) => evidenceFileUrl('admin', data.id, fileId)} />
          {(data.status === 'needs_response' || data.status === 'under_review') && (
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
        </>
      )}
    </DisputeDetailView>
  );
}
