import type { Payout } from '@kopru/domain/schemas/payouts';
import { formatDateTime, formatMoney } from '@kopru/i18n/format';
import { Button } from '@kopru/ui/button';
import { Card, CardHeader } from '@kopru/ui/card';
import { EmptyState } from '@kopru/ui/empty-state';
import { PayoutStatusBadge } from '@kopru/ui/payout-status-badge';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCan } from '../../lib/permissions.ts';

/** What to say about a payout besides its status: the bank reference or why it did not go out. */
function PayoutDetails({ payout }: { payout: Payout }) {
  const { t } = useTranslation();
  if (payout.status === 'paid' && payout.bankReference)
    return <>{t('payouts.history.bankReference', { reference: payout.bankReference })}</>;
  if (payout.reason) return <>{t('payouts.history.reason', { reason: payout.reason })}</>;
  if (payout.status === 'requested' || payout.status === 'approved')
    return <span className="text-slate-500">{t(`payouts.statusHint.${payout.status}`)}</span>;
  return <span className="text-slate-400">—</span>;
}

export function PayoutHistory({
  payouts,
  hasMore,
  loadingMore,
  onLoadMore,
  onCancel,
}: {
  payouts: Payout[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
  onCancel(payout: Payout): void;
}) {
  // Cancelling is requesting's undo: the same permission (payouts.request).
  const cancels = useCan()('payouts.request');
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Card>
      <CardHeader title={t('payouts.history.title')} />
      {payouts.length === 0 ? (
        <EmptyState
          icon={<Banknote aria-hidden="true" />}
          title={t('payouts.history.empty')}
          text={t('payouts.history.emptyText')}
        />
      ) : (
        <>
          <Table caption={t('payouts.history.caption')} className="min-w-[44rem]">
            <THead>
              <tr>
                <TH>{t('payouts.history.reference')}</TH>
                <TH className="text-right">{t('payouts.history.amount')}</TH>
                <TH>{t('payouts.history.status')}</TH>
                <TH>{t('payouts.history.requested')}</TH>
                <TH>{t('payouts.history.updated')}</TH>
                <TH>{t('payouts.history.details')}</TH>
                {/* relative: keeps the visually hidden label inside the scrolling table on phones */}
                <TH className="relative">
                  <span className="sr-only">{t('payouts.history.actions')}</span>
                </TH>
              </tr>
            </THead>
            <TBody>
              {payouts.map((payout) => (
                <TR key={payout.id}>
                  <TD className="font-mono text-xs whitespace-nowrap">
                    <Link
                      to={payout.id}
                      className="text-teal-700 underline"
                      aria-label={t('payoutStatement.openLabel', { reference: payout.reference })}
                    >
                      {payout.reference}
                    </Link>
                  </TD>
                  <TD className="text-right font-medium whitespace-nowrap">
                    {formatMoney(payout.amount, payout.currency, locale)}
                    {payout.conversion && (
                      <span className="block text-xs font-normal text-slate-600">
                        {t('payouts.history.convertedTo', {
                          amount: formatMoney(payout.payoutAmount, payout.payoutCurrency, locale),
                        })}
                      </span>
                    )}
                  </TD>
                  <TD>
                    <PayoutStatusBadge status={payout.status} />
                    {payout.source === 'schedule' && (
                      <span
                        className="mt-1 block text-xs text-slate-600"
                        title={t('payouts.history.automaticHint')}
                      >
                        {t('payouts.history.automatic')}
                      </span>
                    )}
                  </TD>
                  <TD className="whitespace-nowrap">{formatDateTime(payout.requestedAt, locale)}</TD>
                  <TD className="whitespace-nowrap">{formatDateTime(payout.updatedAt, locale)}</TD>
                  <TD className="max-w-xs min-w-36 break-words">
                    <PayoutDetails payout={payout} />
                  </TD>
                  <TD className="text-right">
                    {payout.status === 'requested' && cancels && (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t('payouts.history.cancelLabel', { reference: payout.reference })}
                        onClick={() => onCancel(payout)}
                      >
                        {t('payouts.history.cancel')}
                      </Button>
                    )}
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
          {hasMore && (
            <div className="flex justify-center border-t border-slate-100 p-4">
              <Button variant="outline" loading={loadingMore} onClick={onLoadMore}>
                {t('payouts.history.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
