import type { ReconciliationPayment, ReconciliationRefund } from '@kopru/domain/schemas/reconciliation';
import { formatDateTime, formatMoney } from '@kopru/i18n/format';
import { Button } from '@kopru/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminLinks } from '../../paths.ts';

export type QueueRow =
  | { kind: 'payment'; row: ReconciliationPayment }
  | { kind: 'refund'; row: ReconciliationRefund };

/** One table of the queue: what is waiting, what the acquirer said, and Ask again. */
export function ReconciliationTable({
  caption,
  rows,
  busyId,
  onRetry,
}: {
  caption: string;
  rows: QueueRow[];
  busyId: string | null;
  onRetry: (row: QueueRow) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Table caption={caption}>
      <THead>
        <tr>
          <TH>{t('reconciliation.table.transaction')}</TH>
          <TH>{t('reconciliation.table.merchant')}</TH>
          <TH className="text-right">{t('reconciliation.table.amount')}</TH>
          <TH>{t('reconciliation.table.answer')}</TH>
          <TH>{t('reconciliation.table.since')}</TH>
          <TH>{t('reconciliation.table.actions')}</TH>
        </tr>
      </THead>
      <TBody>
        {rows.map((item) => {
          const { row } = item;
          const paymentId = item.kind === 'payment' ? item.row.id : item.row.paymentId;
          const detail =
            item.kind === 'payment'
              ? t(`transactions.status.${item.row.status}`)
              : t(`reconciliation.methods.${item.row.method}`);
          const acquirerId = item.kind === 'payment' ? item.row.providerPaymentId : null;
          return (
            <TR key={row.id}>
              <TD>
                <Link
                  to={adminLinks.transaction(paymentId)}
                  className="whitespace-nowrap font-medium text-brand-700 underline"
                >
                  {row.transactionId}
                </Link>
                <div className="text-xs text-slate-500">{detail}</div>
              </TD>
              <TD>
                <Link to={adminLinks.merchant(row.merchantId)} className="underline">
                  {row.merchantName}
                </Link>
              </TD>
              <TD className="text-right tabular-nums">{formatMoney(row.amount, row.currency, locale)}</TD>
              <TD>
                <div className="min-w-48 break-words">
                  {row.providerAnswer ?? t('reconciliation.noAnswer')}
                </div>
                <div className="text-xs text-slate-500">
                  {acquirerId
                    ? t('reconciliation.acquirer', { acquirer: row.provider, id: acquirerId })
                    : t('reconciliation.acquirerNoId', { acquirer: row.provider })}
                  {' · '}
                  {t('reconciliation.attempts', { count: row.attempts })}
                </div>
              </TD>
              <TD>{formatDateTime(row.reviewSince, locale)}</TD>
              <TD>
                <Button
                  variant="secondary"
                  size="sm"
                  className="whitespace-nowrap"
                  disabled={busyId !== null}
                  aria-label={t('reconciliation.retryLabel', { transaction: row.transactionId })}
                  onClick={() => onRetry(item)}
                >
                  <RotateCw aria-hidden="true" className="size-4" />
                  {t('reconciliation.retry')}
                </Button>
              </TD>
            </TR>
          );
        })}
      </TBody>
    </Table>
  );
}
