import type { ReconciliationSubMerchant } from '@kopru/domain/schemas/reconciliation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminLinks } from '../../paths.ts';
import { QueueTable } from './queue-table.tsx';

/** Merchants the acquirer's marketplace did not register or update (decision 011), and Send again. */
export function SubMerchantTable({
  rows,
  busy,
  onAsk,
}: {
  rows: ReconciliationSubMerchant[];
  busy: boolean;
  onAsk: (input: { kind: 'subMerchant'; id: string }, retried: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <QueueTable
      id="sub-merchants"
      title={t('reconciliation.subMerchants.title')}
      text={t('reconciliation.subMerchants.text')}
      caption={t('reconciliation.subMerchants.caption')}
      rows={rows}
      rowKey={(row) => row.merchantId}
      columns={[
        {
          header: t('reconciliation.table.merchant'),
          cell: (row) => (
            <>
              <Link to={adminLinks.merchant(row.merchantId)} className="font-medium text-brand-700 underline">
                {row.merchantName}
              </Link>
              <div className="text-xs text-slate-500">
                {row.subMerchantKey
                  ? t('reconciliation.subMerchants.key', { key: row.subMerchantKey })
                  : t('reconciliation.subMerchants.notRegistered')}
              </div>
            </>
          ),
        },
      ]}
      retry={{
        label: t('reconciliation.subMerchants.retry'),
        name: (row) => t('reconciliation.subMerchants.retryLabel', { merchant: row.merchantName }),
        run: (row) =>
          onAsk(
            { kind: 'subMerchant', id: row.merchantId },
            t('reconciliation.subMerchants.retried', { merchant: row.merchantName }),
          ),
      }}
      busy={busy}
    />
  );
}
