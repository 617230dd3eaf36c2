import { useReconciliationQueue, useRetryReconciliation } from '@kopru/api-client/reconciliation';
import { Alert } from '@kopru/ui/alert';
import { PageHeader } from '@kopru/ui/page-header';
import { QueryView } from '@kopru/ui/query-view';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReconciliationTable } from './reconciliation-table.tsx';
import { ReleaseTable } from './release-table.tsx';
import { SubMerchantTable } from './sub-merchant-table.tsx';

type RetryInput = Parameters<ReturnType<typeof useRetryReconciliation>['mutate']>[0];

/**
 * The reconciliation queue (docs/payments.md "Reconciler"): payments and refunds the acquirer's
 * answers did not settle, with what it said. The admin checks the acquirer's panel, then asks again.
 */
export function ReconciliationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('reconciliation.title'));
  const queue = useReconciliationQueue();
  const retry = useRetryReconciliation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  /** Asks again about one item of any queue; `retried` is said once the request is taken. */
  const ask = (input: RetryInput, retried: string) => {
    setNotice(null);
    retry.mutate(input, {
      onSuccess: () => setNotice({ tone: 'success', text: retried }),
      onError: () => setNotice({ tone: 'error', text: t('reconciliation.retryFailed') }),
    });
  };
  const busy = retry.isPending;

  return (
    <>
      <PageHeader
        title={t('reconciliation.title')}
        description={t('reconciliation.description', { maxAttempts: queue.data?.maxAttempts ?? '' })}
      />
      {notice && (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      )}
      <QueryView query={queue} errorText={t('reconciliation.loadFailed')}>
        {(data) => (
          <div className="space-y-6">
            <ReconciliationTable
              section="payments"
              rows={data.payments.map((row) => ({ ...row, kind: 'payment' }) as const)}
              busy={busy}
              onAsk={ask}
            />
            <ReconciliationTable
              section="refunds"
              rows={data.refunds.map((row) => ({ ...row, kind: 'refund' }) as const)}
              busy={busy}
              onAsk={ask}
            />
            <ReleaseTable rows={data.releases} busy={busy} onAsk={ask} />
            <SubMerchantTable rows={data.subMerchants} busy={busy} onAsk={ask} />
          </div>
        )}
      </QueryView>
    </>
  );
}
