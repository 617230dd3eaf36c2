import type { ReconciliationPayment, ReconciliationRefund } from '@kopru/domain/schemas/reconciliation';
import { useTranslation } from 'react-i18next';
import { QueueTable } from './queue-table.tsx';
import { useTransactionColumns } from './transaction-columns.tsx';

export type QueueRow =
  | (ReconciliationPayment & { kind: 'payment' })
  | (ReconciliationRefund & { kind: 'refund' });

/** Payments or refunds the acquirer's answers did not settle, what it said, and Ask again. */
export function ReconciliationTable({
  section,
  rows,
  busy,
  onAsk,
}: {
  section: 'payments' | 'refunds';
  rows: QueueRow[];
  busy: boolean;
  onAsk: (input: { kind: QueueRow['kind']; id: string }, retried: string) => void;
}) {
  const { t } = useTranslation();
  const columns = useTransactionColumns<QueueRow>(
    (row) => (row.kind === 'payment' ? row.id : row.paymentId),
    (row) =>
      row.kind === 'payment'
        ? t(`transactions.status.${row.status}`)
        : t(`reconciliation.methods.${row.method}`),
  );
  return (
    <QueueTable
      id={section}
      title={t(`reconciliation.${section}.title`)}
      caption={t(`reconciliation.${section}.caption`)}
      empty={t(`reconciliation.${section}.empty`)}
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      answerNote={(row) => {
        const id = row.kind === 'payment' ? row.providerPaymentId : null;
        return id
          ? t('reconciliation.acquirer', { acquirer: row.provider, id })
          : t('reconciliation.acquirerNoId', { acquirer: row.provider });
      }}
      retry={{
        label: t('reconciliation.retry'),
        name: (row) => t('reconciliation.retryLabel', { transaction: row.transactionId }),
        run: (row) =>
          onAsk(
            { kind: row.kind, id: row.id },
            t('reconciliation.retried', { transaction: row.transactionId }),
          ),
      }}
      busy={busy}
    />
  );
}
