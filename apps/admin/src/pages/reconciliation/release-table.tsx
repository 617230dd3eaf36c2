import type { ReconciliationRelease } from '@kopru/domain/schemas/reconciliation';
import { useTranslation } from 'react-i18next';
import { QueueTable } from './queue-table.tsx';
import { useTransactionColumns } from './transaction-columns.tsx';

/** Payments whose share or reserve iyzico did not approve for release (decisions 011, 013), and Ask again. */
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
      rowKey={(row) => row.itemId}
      columns={columns}
      retry={{
        label: t('reconciliation.retry'),
        // A payment's rolling reserve is its own item (decision 013), asked about on its own.
        name: (row) =>
          row.item === 'reserve'
            ? t('reconciliation.releases.reserveLabel', { transaction: row.transactionId })
            : t('reconciliation.retryLabel', { transaction: row.transactionId }),
        run: (row) =>
          onAsk(
            { kind: 'release', id: row.itemId },
            t('reconciliation.retried', { transaction: row.transactionId }),
          ),
      }}
      busy={busy}
    />
  );
}
