import type { MarketplacePayouts, MarketplaceRelease } from '@kopru/domain/schemas/marketplace-payouts';
import type { PayoutAccount } from '@kopru/domain/schemas/payouts';
import { formatDate, formatMoney } from '@kopru/i18n/format';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Card, CardBody, CardHeader } from '@kopru/ui/card';
import { EmptyState } from '@kopru/ui/empty-state';
import { Table, TBody, TD, TH, THead, TR } from '@kopru/ui/table';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/permissions.ts';
import { SettlementCurrencyDialog } from './settlement-currency-dialog.tsx';

/**
 * Marketplace mode (decision 011): iyzico pays the merchant, so instead of a payout request the
 * page says what iyzico will pay, when and to which IBAN.
 */
export function MarketplacePayoutsCard({
  data,
  account = null,
}: {
  data: MarketplacePayouts;
  account?: PayoutAccount | null;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const allowed = useCan();
  const [changing, setChanging] = useState(false);
  const [saved, setSaved] = useState(false);
  // Owners only (payoutAccounts.manage): it moves where iyzico pays.
  const canChange = allowed('payoutAccounts.manage') && data.ibanMasked !== null;
  return (
    <Card>
      <CardHeader
        title={t('payouts.marketplace.title')}
        action={
          canChange ? (
            <Button
              variant="outline"
              onClick={() => {
                setSaved(false);
                setChanging(true);
              }}
            >
              {t('payouts.marketplace.settlement.change')}
            </Button>
          ) : undefined
        }
      />
      <CardBody className="space-y-2 text-sm text-slate-700">
        {saved && <Alert tone="success">{t('payouts.marketplace.settlement.saved')}</Alert>}
        <p>
          {data.ibanMasked
            ? t('payouts.marketplace.where', { currency: data.settlementCurrency, iban: data.ibanMasked })
            : t('payouts.marketplace.noIban')}
        </p>
        {data.settlementStatus && data.ibanMasked && (
          <p className={data.settlementStatus === 'confirmed' ? 'text-slate-500' : 'text-amber-800'}>
            {t(`payouts.marketplace.settlement.status.${data.settlementStatus}`)}
          </p>
        )}
        <p>{t('payouts.marketplace.settlement.rate')}</p>
        {canChange && data.settlementCurrencies.length === 1 && (
          <p className="text-xs text-slate-500">{t('payouts.marketplace.settlement.onlyTry')}</p>
        )}
        <p>{t('payouts.marketplace.when', { count: data.settlementDelayDays })}</p>
      </CardBody>
      {changing && (
        <SettlementCurrencyDialog
          data={data}
          account={account}
          onClose={() => setChanging(false)}
          onSaved={() => {
            setChanging(false);
            setSaved(true);
          }}
        />
      )}
      {data.releases.length === 0 ? (
        <EmptyState icon={<Banknote aria-hidden="true" />} title={t('payouts.marketplace.empty')} />
      ) : (
        <>
          {/* A phone gets one block per payment: three columns there broke the transaction ids. */}
          <ul
            className="divide-y divide-slate-100 border-t border-slate-200 md:hidden"
            aria-label={t('payouts.marketplace.caption')}
          >
            {data.releases.map((release) => (
              <li key={release.paymentId} className="space-y-1 px-5 py-3 text-sm">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-medium text-slate-900">{release.transactionId}</span>
                  <span className="whitespace-nowrap tabular-nums">
                    {formatMoney(release.amount, release.currency, locale)}
                  </span>
                </div>
                <p className="text-slate-600">
                  <ReleaseText release={release} />
                </p>
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <Table caption={t('payouts.marketplace.caption')}>
              <THead>
                <tr>
                  <TH>{t('payouts.marketplace.transaction')}</TH>
                  <TH className="text-right">{t('payouts.marketplace.amount')}</TH>
                  <TH>{t('payouts.marketplace.paid')}</TH>
                </tr>
              </THead>
              <TBody>
                {data.releases.map((release) => (
                  <TR key={release.paymentId}>
                    <TD className="font-medium whitespace-nowrap">{release.transactionId}</TD>
                    <TD className="text-right whitespace-nowrap tabular-nums">
                      {formatMoney(release.amount, release.currency, locale)}
                    </TD>
                    <TD>
                      <ReleaseText release={release} />
                    </TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          </div>
        </>
      )}
    </Card>
  );
}

function ReleaseText({ release }: { release: MarketplaceRelease }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  switch (release.status) {
    case 'waiting':
      return release.releaseOn
        ? t('payouts.marketplace.status.waiting', { date: formatDate(release.releaseOn, locale) })
        : t('payouts.marketplace.status.charging');
    case 'released':
      return t('payouts.marketplace.status.released', {
        date: formatDate(release.releasedAt ?? release.releaseOn ?? new Date(), locale),
      });
    case 'held':
      return t('payouts.marketplace.status.held');
    case 'review':
      return t('payouts.marketplace.status.review');
  }
}
