import { useAdminLatestPayments, useAdminMerchantFinances } from '@kopru/api-client/admin-payments';
import type { AdminMerchantFinances } from '@kopru/domain/schemas/admin-finances';
import { formatDateTime, formatMoney, formatNumber } from '@kopru/i18n/format';
import { Badge } from '@kopru/ui/badge';
import { Card, CardHeader } from '@kopru/ui/card';
import { PaymentStatusBadge } from '@kopru/ui/payment-status-badge';
import { QueryView } from '@kopru/ui/query-view';
import { Spinner } from '@kopru/ui/spinner';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminLinks } from '../../paths.ts';

/** Balances, payment links and latest transactions of one merchant, for the admin merchant page. */
export function MerchantFinances({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation();
  const finances = useAdminMerchantFinances(merchantId);
  // Asked at once, beside the finances; shown below them.
  const payments = useAdminLatestPayments(merchantId);
  return (
    <QueryView
      query={finances}
      errorText={t('common.somethingWentWrong')}
      errorClassName=""
      loading={<Spinner label={t('common.loading')} />}
    >
      {(data) => <Finances merchantId={merchantId} data={data} payments={payments} />}
    </QueryView>
  );
}

function Finances({
  merchantId,
  data,
  payments,
}: {
  merchantId: string;
  data: AdminMerchantFinances;
  payments: ReturnType<typeof useAdminLatestPayments>;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { balances, links, linkCount } = data;
  return (
    <>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader title={t('admin.finances.balancesTitle')} />
          {balances.length === 0 ? (
            <p className="px-5 py-4 text-sm text-slate-600">{t('admin.finances.noBalances')}</p>
          ) : (
            <Table caption={t('admin.finances.balancesTitle')} className="min-w-[26rem]">
              <THead>
                <tr>
                  <TH>{t('transactions.filters.currency')}</TH>
                  <TH className="text-right">{t('admin.finances.available')}</TH>
                  <TH className="text-right">{t('admin.finances.pending')}</TH>
                  <TH className="text-right">{t('admin.finances.reserved')}</TH>
                </tr>
              </THead>
              <TBody>
                {balances.map((balance) => (
                  <TR key={balance.currency}>
                    <TD className="font-medium">{balance.currency}</TD>
                    <TD className="text-right">{formatMoney(balance.available, balance.currency, locale)}</TD>
                    <TD className="text-right">{formatMoney(balance.pending, balance.currency, locale)}</TD>
                    <TD className="text-right">
                      {formatMoney(balance.payoutReserved, balance.currency, locale)}
                    </TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          )}
        </Card>
        <Card>
          <CardHeader title={t('admin.finances.linksTitle', { count: linkCount })} />
          {links.length === 0 ? (
            <p className="px-5 py-4 text-sm text-slate-600">{t('admin.finances.noLinks')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {links.map((link) => (
                <li key={link.id} className="flex items-center justify-between gap-3 px-5 py-3 text-sm">
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{link.productName}</span>
                    <span className="font-mono text-xs text-slate-500">{link.code}</span>
                  </span>
                  <span className="flex shrink-0 flex-col items-end gap-1">
                    <span className="font-medium">{formatMoney(link.amount, link.currency, locale)}</span>
                    <span className="flex items-center gap-2 text-xs text-slate-500">
                      {t('links.payments')}: {formatNumber(link.successfulPayments, locale)}
                      <Badge tone={link.active ? 'success' : 'neutral'}>
                        {link.active ? t('links.status.active') : t('links.status.passive')}
                      </Badge>
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <Card>
        <CardHeader
          title={t('admin.finances.paymentsTitle')}
          action={
            <Link
              to={adminLinks.transactionsOf(merchantId)}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              {t('admin.finances.viewAllPayments')}
            </Link>
          }
        />
        <QueryView
          query={payments}
          errorText={t('common.somethingWentWrong')}
          loading={
            <div className="px-5 py-4">
              <Spinner label={t('common.loading')} />
            </div>
          }
          isEmpty={(page) => page.data.length === 0}
          empty={<p className="px-5 py-4 text-sm text-slate-600">{t('admin.finances.noPayments')}</p>}
        >
          {(page) => (
            <Table caption={t('admin.finances.paymentsTitle')} className="min-w-[36rem]">
              <THead>
                <tr>
                  <TH>{t('transactions.columns.id')}</TH>
                  <TH className="text-right">{t('transactions.columns.amount')}</TH>
                  <TH>{t('transactions.columns.status')}</TH>
                  <TH>{t('transactions.columns.date')}</TH>
                  <TH>{t('transactions.columns.description')}</TH>
                </tr>
              </THead>
              <TBody>
                {page.data.map((payment) => (
                  <TR key={payment.id}>
                    <TD className="font-mono text-xs">{payment.transactionId}</TD>
                    <TD className="text-right whitespace-nowrap">
                      {formatMoney(payment.amount, payment.currency, locale)}
                    </TD>
                    <TD>
                      <PaymentStatusBadge status={payment.status} />
                    </TD>
                    <TD className="whitespace-nowrap">{formatDateTime(payment.createdAt, locale)}</TD>
                    <TD>{payment.description}</TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          )}
        </QueryView>
      </Card>
    </>
  );
}
