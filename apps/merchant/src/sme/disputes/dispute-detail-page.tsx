import { ApiError } from '@kopru/api-client/client';
import { evidenceFileUrl, useDispute } from '@kopru/api-client/disputes';
import { Alert } from '@kopru/ui/alert';
import { DisputeEvidence, DisputeFacts } from '@kopru/ui/dispute-detail';
import { PageHeader } from '@kopru/ui/page-header';
import { PageSpinner } from '@kopru/ui/spinner';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EvidenceForm } from './evidence-form.tsx';

/** One dispute: what is held, the deadline, and the evidence form until it is answered. */
export function DisputeDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const dispute = useDispute(id);
  const [sent, setSent] = useState(false);
  useDocumentTitle(t('disputes.detail.title', { transaction: dispute.data?.transactionId ?? '' }));
  const back = (
    <Link to="/sme/dashboard/disputes" className="mb-4 inline-flex items-center gap-1 text-sm text-teal-700">
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
  const late = data.status === 'needs_response' && new Date(data.evidenceDueBy).getTime() < Date.now();
  return (
    <>
      {back}
      <PageHeader
        title={t('disputes.detail.title', { transaction: data.transactionId })}
        description={
          <Link to={`/sme/dashboard/transactions/${data.paymentId}`} className="text-teal-700 underline">
            {t('disputes.detail.transaction')}: {data.transactionId}
          </Link>
        }
      />
      {sent && (
        <div className="mb-4">
          <Alert tone="success">{t('disputes.form.done')}</Alert>
        </div>
      )}
      <div className="space-y-4">
        <DisputeFacts dispute={data} />
        {data.status === 'needs_response' && !late && (
          <EvidenceForm dispute={data} onSent={() => setSent(true)} />
        )}
        {late && <Alert tone="error">{t('disputes.detail.late')}</Alert>}
        {data.status !== 'needs_response' && (
          <DisputeEvidence
            dispute={data}
            fileUrl={(fileId) => evidenceFileUrl('merchant', data.id, fileId)}
          />
        )}
      </div>
    </>
  );
}
