import { useReconciliationQueue, useRetryReconciliation } from '@kopru/api-client/reconciliation';
import type { ReconciliationRelease, ReconciliationSubMerchant } from '@kopru/domain/schemas/reconciliation';
import { Alert } from '@kopru/ui/alert';
import { Card } from '@kopru/ui/card';
import { EmptyState } from '@kopru/ui/empty-state';
import { PageHeader } from '@kopru/ui/page-header';
import { QueryView } from '@kopru/ui/query-view';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type QueueRow, ReconciliationTable } from './reconciliation-table.tsx';
import { ReleaseTable } from './release-table.tsx';
import { SubMerchantTable } from './sub-merchant-table.tsx';

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

  const ask = (item: QueueRow) => {
    setNotice(null);
    retry.mutate(
      { kind: item.kind, id: item.row.id },
      {
        onSuccess: () =>
          setNotice({
            tone: 'success',
            text: t('reconciliation.retried', { transaction: item.row.transactionId }),
          }),
        onError: () => setNotice({ tone: 'error', text: t('reconciliation.retryFailed') }),
      },
    );
  };
  const sendAgain = (row: ReconciliationSubMerchant) => {
    setNotice(null);
    retry.mutate(
      { kind: 'subMerchant', id: row.merchantId },
      {
        onSuccess: () =>
          setNotice({
            tone: 'success',
            text: t('reconciliation.subMerchants.retried', { merchant: row.merchantName }),
          }),
        onError: () => setNotice({ tone: 'error', text: t('reconciliation.retryFailed') }),
      },
    );
  };
  const askRelease = (row: ReconciliationRelease) => {
    setNotice(null);
    retry.mutate(
      { kind: 'release', id: row.paymentId },
      {
        onSuccess: () =>
          setNotice({
            tone: 'success',
            text: t('reconciliation.retried', { transaction: row.transactionId }),
          }),
        onError: () => setNotice({ tone: 'error', text: t('reconciliation.retryFailed') }),
      },
    );
  };
  const busyId = retry.isPending ? (retry.variables?.id ?? null) : null;

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
            {(
              [
                ['payments', data.payments.map((row) => ({ kind: 'payment', row }) as const)],
                ['refunds', data.refunds.map((row) => ({ kind: 'refund', row }) as const)],
              ] as const
            ).map(([section, rows]) => (
              <section key={section} aria-labelledby={`reconciliation-${section}`} className="space-y-2">
                <h2 id={`reconciliation-${section}`} className="text-base font-semibold text-slate-900">
                  {t(`reconciliation.${section}.title`)}
                </h2>
                <Card>
                  {rows.length === 0 ? (
                    <EmptyState
                      icon={<CircleCheck aria-hidden="true" />}
                      title={t(`reconciliation.${section}.empty`)}
                    />
                  ) : (
                    <ReconciliationTable
                      caption={t(`reconciliation.${section}.caption`)}
                      rows={rows}
                      busyId={busyId}
                      onRetry={ask}
                    />
                  )}
                </Card>
              </section>
            ))}
            {data.releases.length > 0 && (
              <section aria-labelledby="reconciliation-releases" className="space-y-2">
                <h2 id="reconciliation-releases" className="text-base font-semibold text-slate-900">
                  {t('reconciliation.releases.title')}
                </h2>
                <p className="text-sm text-slate-600">{t('reconciliation.releases.text')}</p>
                <Card>
                  <ReleaseTable rows={data.releases} busyId={busyId} onRetry={askRelease} />
                </Card>
              </section>
            )}
            {data.subMerchants.length > 0 && (
              <section aria-labelledby="reconciliation-sub-merchants" className="space-y-2">
                <h2 id="reconciliation-sub-merchants" className="text-base font-semibold text-slate-900">
                  {t('reconciliation.subMerchants.title')}
                </h2>
                <p className="text-sm text-slate-600">{t('reconciliation.subMerchants.text')}</p>
                <Card>
                  <SubMerchantTable rows={data.subMerchants} busyId={busyId} onRetry={sendAgain} />
                </Card>
              </section>
            )}
          </div>
        )}
      </QueryView>
    </>
  );
}
