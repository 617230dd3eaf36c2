import type { Dispute } from '@kopru/domain/schemas/disputes';
import { formatDate, formatMoney } from '@kopru/i18n/format';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from './card.tsx';
import { DisputeStatusBadge } from './dispute-status-badge.tsx';
import { EmptyState } from './empty-state.tsx';
import { type QueryState, QueryView } from './query-view.tsx';
import { Table, TBody, TD, TH, THead, TR } from './table.tsx';

/** The props of the app's router link to one dispute. */
export interface DisputeLinkProps {
  className: string;
  'aria-label': string;
  children: ReactNode;
}

/**
 * The disputes of the SME dashboard and the admin console: loading, failed, empty, or the table.
 * The app fetches the list and renders the link to a dispute with its own router and route.
 */
export function DisputeList<T extends Dispute>({
  query,
  link,
  merchant,
}: {
  query: QueryState<{ data: T[] }>;
  link: (dispute: T, props: DisputeLinkProps) => ReactNode;
  /** The admin's extra column: whose dispute it is. */
  merchant?: (dispute: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryView
      query={query}
      errorText={t('common.somethingWentWrong')}
      errorClassName=""
      isEmpty={(page) => page.data.length === 0}
      empty={
        <Card>
          <EmptyState
            icon={<ShieldAlert aria-hidden="true" />}
            title={t('disputes.list.empty')}
            text={t('disputes.list.emptyText')}
          />
        </Card>
      }
    >
      {(page) => <DisputeTable disputes={page.data} link={link} merchant={merchant} />}
    </QueryView>
  );
}

function DisputeTable<T extends Dispute>({
  disputes,
  link,
  merchant,
}: {
  disputes: T[];
  link: (dispute: T, props: DisputeLinkProps) => ReactNode;
  merchant?: (dispute: T) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Card>
      <Table caption={t('disputes.list.caption')} className={merchant ? 'min-w-[44rem]' : 'min-w-[36rem]'}>
        <THead>
          <tr>
            <TH>{t('disputes.list.transaction')}</TH>
            {merchant && <TH>{t('disputes.list.merchant')}</TH>}
            <TH className="text-right">{t('disputes.list.amount')}</TH>
            <TH>{t('disputes.list.status')}</TH>
            <TH>{t('disputes.list.dueBy')}</TH>
            <TH>{t('disputes.list.opened')}</TH>
          </tr>
        </THead>
        <TBody>
          {disputes.map((dispute) => (
            <TR key={dispute.id}>
              <TD className="font-mono text-xs whitespace-nowrap">
                {link(dispute, {
                  className: 'text-teal-700 underline-offset-2 hover:underline',
                  'aria-label': t('disputes.list.open', { transaction: dispute.transactionId }),
                  children: dispute.transactionId,
                })}
              </TD>
              {merchant && <TD>{merchant(dispute)}</TD>}
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
  );
}
