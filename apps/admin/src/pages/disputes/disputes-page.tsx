import { useAdminDisputes } from '@kopru/api-client/disputes';
import { formatDate, formatMoney } from '@kopru/i18n/format';
import { Alert } from '@kopru/ui/alert';
import { Card } from '@kopru/ui/card';
import { DisputeStatusBadge } from '@kopru/ui/dispute-status-badge';
import { EmptyState } from '@kopru/ui/empty-state';
import { PageHeader } from '@kopru/ui/page-header';
import { PageSpinner } from '@kopru/ui/spinner';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Every merchant's disputes, newest first; each opens to its evidence and the decision. */
export function DisputesPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  useDocumentTitle(t('disputes.title'));
  const disputes = useAdminDisputes();
  return (
    <>
      <PageHeader title={t('disputes.title')} />
      {disputes.isPending ? (
        <PageSpinner label={t('common.loading')} />
      ) : disputes.isError ? (
        <Alert tone="error">{t('common.somethingWentWrong')}</Alert>
      ) : disputes.data.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<ShieldAlert aria-hidden="true" />}
            title={t('disputes.list.empty')}
            text={t('disputes.list.emptyText')}
          />
        </Card>
      ) : (
        <Card>
          <Table caption={t('disputes.list.caption')} className="min-w-[44rem]">
            <THead>
              <tr>
                <TH>{t('disputes.list.transaction')}</TH>
                <TH>{t('disputes.list.merchant')}</TH>
                <TH className="text-right">{t('disputes.list.amount')}</TH>
                <TH>{t('disputes.list.status')}</TH>
                <TH>{t('disputes.list.dueBy')}</TH>
                <TH>{t('disputes.list.opened')}</TH>
              </tr>
            </THead>
            <TBody>
              {disputes.data.data.map((dispute) => (
                <TR key={dispute.id}>
                  <TD className="font-mono text-xs whitespace-nowrap">
                    <Link
                      to={`/dashboard/disputes/${dispute.id}`}
                      className="text-teal-700 underline-offset-2 hover:underline"
                      aria-label={t('disputes.list.open', { transaction: dispute.transactionId })}
                    >
                      {dispute.transactionId}
                    </Link>
                  </TD>
                  <TD>{dispute.merchantName}</TD>
                  <TD className="text-right font-medium whitespace-nowrap">
                    {formatMoney(dispute.amount, dispute.currency, locale)}
                  </TD>
                  <TD>
                    <DisputeStatusBadge status={dispute.status} />
                  </TD>
                  <TD className="whitespace-nowrap">
                    {dispute.status === 'needs_response' ? formatDate(dispute.evidenceDueBy, locale) : '—'}
                  </TD>
                  <TD className="whitespace-nowrap">{formatDate(dispute.createdAt, locale)}</TD>
                </TR>
              ))}
            </TBody>
          </Table>
        </Card>
      )}
    </>
  );
}
