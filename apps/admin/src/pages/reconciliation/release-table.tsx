import type { ReconciliationRelease } from '@kopru/domain/schemas/reconciliation';
import { useTranslation } from 'react-i18next';
import { QueueTable } from './queue-table.tsx';
import { useTransactionColumns } from './transaction-columns.tsx';

/** Payments whose share iyzico did not approve for release (decision 011), and Ask again. */
export function ReleaseTable({
  rows,
  busy,
  onAsk,
}: {
  rows: ReconciliationRelease[];
  busy: boolean;
  onAsk: (input: { kind: 'release'; id: string }, retried: string) => void;
}) {
  const { t } = useTranslation();
  const columns = useTransactionColumns<ReconciliationRelease>((row) => row.paymentId);
  return (
    <QueueTable
      id="releases"
      title={t('reconciliation.releases.title')}
      text={t('reconciliation.releases.text')}
      caption={t('reconciliation.releases.caption')}
      rows={rows}
      rowKey={(row) => row.paymentId}
      columns={columns}
      retry={{
        label: t('reconciliation.retry'),
        name: (row) => t('reconciliation.retryLabel', { transaction: row.transactionId }),
        run: (row) =>
          onAsk(
            { kind: 'release', id: row.paymentId },
            t('reconciliation.retried', { transaction: row.transactionId }),
          ),
      }}
      busy={busy}
    />
  );
}
