import type { AdminPayout } from '@kopru/domain/schemas/payouts';
import { formatDateTime, formatMoney } from '@kopru/i18n/format';
import { PayoutStatusBadge } from '@kopru/ui/payout-status-badge';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminLinks } from '../../paths.ts';

/** Who decided and why: the bank reference of a paid payout, the reason of a rejected or failed one. */
function Decision({ payout }: { payout: AdminPayout }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  if (!payout.decidedAt) {
    return payout.approvedAt ? (
      <>
        {t('adminPayouts.fields.approved')}:{' '}
        {t('adminPayouts.approvedBy', {
          date: formatDateTime(payout.approvedAt, locale),
          admin: payout.approvedBy ?? '—',
        })}
      </>
    ) : (
      <span className="text-slate-400">—</span>
    );
  }
  if (payout.status === 'cancelled')
    return <>{t('adminPayouts.cancelledByMerchant', { date: formatDateTime(payout.decidedAt, locale) })}</>;
  return (
    <>
      <span className="block">
        {t('adminPayouts.decidedBy', {
          status: t(`payouts.status.${payout.status}`),
          date: formatDateTime(payout.decidedAt, locale),
          admin: payout.decidedBy ?? '—',
        })}
      </span>
      {payout.bankReference && (
        <span className="block">{t('adminPayouts.bankReference', { reference: payout.bankReference })}</span>
      )}
      {payout.reason && <span className="block">{t('adminPayouts.reason', { reason: payout.reason })}</span>}
    </>
  );
}

/** Payouts as a table: the history tab and the merchant page's section. */
export function PayoutsTable({
  payouts,
  caption,
  showMerchant,
}: {
  payouts: AdminPayout[];
  caption: string;
  showMerchant: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Table caption={caption} className="min-w-[48rem]">
      <THead>
        <tr>
          <TH>{t('adminPayouts.fields.reference')}</TH>
          {showMerchant && <TH>{t('adminPayouts.history.merchant')}</TH>}
          <TH className="text-right">{t('adminPayouts.fields.amount')}</TH>
          <TH>{t('adminPayouts.history.status')}</TH>
          <TH>{t('adminPayouts.history.requested')}</TH>
          <TH>{t('adminPayouts.history.details')}</TH>
        </tr>
      </THead>
      <TBody>
        {payouts.map((payout) => (
          <TR key={payout.id}>
            <TD className="font-mono text-xs whitespace-nowrap">{payout.reference}</TD>
            {showMerchant && (
              <TD>
                <Link
                  to={adminLinks.merchant(payout.merchant.id)}
                  className="font-medium text-slate-900 hover:underline"
                >
                  {payout.merchant.companyName}
                </Link>
              </TD>
            )}
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
            </TD>
            <TD className="whitespace-nowrap">{formatDateTime(payout.requestedAt, locale)}</TD>
            <TD className="max-w-sm text-xs break-words">
              <Decision payout={payout} />
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}
