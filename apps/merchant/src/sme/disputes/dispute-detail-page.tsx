import { ApiError } from '@kopru/api-client/client';
import { evidenceFileUrl, useDispute } from '@kopru/api-client/disputes';
import { Alert } from '@kopru/ui/alert';
import { DisputeEvidence } from '@kopru/ui/dispute-detail';
import { DisputeDetailView } from '@kopru/ui/dispute-detail-view';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useCan } from '../../lib/permissions.ts';
import { smeLinks, smeRoutes } from '../../paths.ts';
import { EvidenceForm } from './evidence-form.tsx';

/** One dispute: what is held, the deadline, and the evidence form until it is answered. */
export function DisputeDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const responds = useCan()('disputes.respond');
  const dispute = useDispute(id);
  const [sent, setSent] = useState(false);
  return (
    <DisputeDetailView
      backLink={(props) => <Link to={smeRoutes.disputes} {...props} />}
      query={dispute}
      notFound={dispute.error instanceof ApiError && dispute.error.code === 'not_found'}
      description={(data) => (
        <Link to={smeLinks.transaction(data.paymentId)} className="text-teal-700 underline">
          {t('disputes.detail.transaction')}: {data.transactionId}
        </Link>
      )}
      done={sent ? t('disputes.form.done') : null}
    >
      {(data) => {
        const late = data.status === 'needs_response' && new Date(data.evidenceDueBy).getTime() < Date.now();
        return (
          <>
            {data.status === 'needs_response' && !late && responds && (
              <EvidenceForm dispute={data} onSent={() => setSent(true)} />
            )}
            {data.status === 'needs_response' && !late && !responds && (
              <Alert tone="info">{t('disputes.detail.respondRole')}</Alert>
            )}
            {late && <Alert tone="error">{t('disputes.detail.late')}</Alert>}
            {data.status !== 'needs_response' && (
              <DisputeEvidence
                dispute={data}
                fileUrl={(fileId) => evidenceFileUrl('merchant', data.id, fileId)}
              />
            )}
          </>
        );
      }}
    </DisputeDetailView>
  );
}
