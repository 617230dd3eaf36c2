import type { ReconciliationRelease } from '@kopru/domain/schemas/reconciliation';
import { formatDateTime, formatMoney } from '@kopru/i18n/format';
import { Button } from '@kopru/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminLinks } from '../../paths.ts';

/** Payments whose share iyzico did not approve for release (decision 011), and Ask again. */
export function ReleaseTable({
  rows,
  busyId,
  onRetry,
}: {
  rows: ReconciliationRelease[];
  busyId: string | null;
  onRetry: (row: ReconciliationRelease) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Table caption={t('reconciliation.releases.caption')}>
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
        {rows.map((row) => (
          <TR key={row.paymentId}>
            <TD>
              <Link
                to={adminLinks.transaction(row.paymentId)}
                className="whitespace-nowrap font-medium text-brand-700 underline"
              >
                {row.transactionId}
              </Link>
            </TD>
            <TD>
              <Link to={adminLinks.merchant(row.merchantId)} className="underline">
                {row.merchantName}
              </Link>
            </TD>
            <TD className="text-right tabular-nums">{formatMoney(row.amount, row.currency, locale)}</TD>
            <TD>
              <div className="min-w-48 break-words">{row.providerAnswer ?? t('reconciliation.noAnswer')}</div>
              <div className="text-xs text-slate-500">
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
                onClick={() => onRetry(row)}
              >
                <RotateCw aria-hidden="true" className="size-4" />
                {t('reconciliation.retry')}
              </Button>
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
