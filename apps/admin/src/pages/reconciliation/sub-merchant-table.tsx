import type { ReconciliationSubMerchant } from '@kopru/domain/schemas/reconciliation';
import { formatDateTime } from '@kopru/i18n/format';
import { Button } from '@kopru/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminLinks } from '../../paths.ts';

/** Merchants the acquirer's marketplace did not register or update (decision 011), and Send again. */
export function SubMerchantTable({
  rows,
  busyId,
  onRetry,
}: {
  rows: ReconciliationSubMerchant[];
  busyId: string | null;
  onRetry: (row: ReconciliationSubMerchant) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Table caption={t('reconciliation.subMerchants.caption')}>
      <THead>
        <tr>
          <TH>{t('reconciliation.table.merchant')}</TH>
          <TH>{t('reconciliation.table.answer')}</TH>
          <TH>{t('reconciliation.table.since')}</TH>
          <TH>{t('reconciliation.table.actions')}</TH>
        </tr>
      </THead>
      <TBody>
        {rows.map((row) => (
          <TR key={row.merchantId}>
            <TD>
              <Link to={adminLinks.merchant(row.merchantId)} className="font-medium text-brand-700 underline">
                {row.merchantName}
              </Link>
              <div className="text-xs text-slate-500">
                {row.subMerchantKey
                  ? t('reconciliation.subMerchants.key', { key: row.subMerchantKey })
                  : t('reconciliation.subMerchants.notRegistered')}
              </div>
            </TD>
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
                aria-label={t('reconciliation.subMerchants.retryLabel', { merchant: row.merchantName })}
                onClick={() => onRetry(row)}
              >
                <RotateCw aria-hidden="true" className="size-4" />
                {t('reconciliation.subMerchants.retry')}
              </Button>
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
