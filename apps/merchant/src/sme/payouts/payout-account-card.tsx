import { PAYOUT_BUSINESS_DAYS } from '@kopru/domain/constants';
import { linkCurrencies } from '@kopru/domain/money';
import type { PayoutAccount } from '@kopru/domain/schemas/payouts';
import { formatNumberRange } from '@kopru/i18n/format';
import { Alert } from '@kopru/ui/alert';
import { Card, CardHeader } from '@kopru/ui/card';
import { useTranslation } from 'react-i18next';

/**
 * The bank account, label and value pairs; used on the page (every account) and inside the request
 * dialog (`to`: the one account the payout goes to, lira or a currency's own).
 */
export function PayoutAccountDetails({
  account,
  to,
  narrow = false,
}: {
  account: PayoutAccount;
  to?: string;
  narrow?: boolean;
}) {
  const { t } = useTranslation();
  const iban = (masked: string) => <span className="font-mono whitespace-nowrap">{masked}</span>;
  const currencyAccounts = account.currencyIbans.filter((entry) => to === undefined || entry.currency === to);
  const rows = [
    { label: t('payouts.account.holder'), value: account.accountHolder, wide: false },
    { label: t('payouts.account.bank'), value: account.bankName, wide: false },
    ...(to === undefined || to === 'TRY'
      ? [
          {
            label:
              account.currencyIbans.length > 0 ? t('payouts.account.ibanTry') : t('payouts.account.iban'),
            value: iban(account.ibanMasked),
            wide: narrow,
          },
        ]
      : []),
    ...currencyAccounts.map((entry) => ({
      label: t('payouts.account.currencyIban', { currency: entry.currency }),
      value: iban(entry.ibanMasked),
      wide: narrow,
    })),
  ];
  return (
    <dl className={narrow ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-3 sm:grid-cols-3'}>
      {rows.map((row) => (
        <div key={row.label} className={row.wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{row.label}</dt>
          <dd className="mt-0.5 text-sm break-words text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PayoutAccountCard({ account }: { account: PayoutAccount | null }) {
  const { t, i18n } = useTranslation();
  const days = formatNumberRange(PAYOUT_BUSINESS_DAYS.min, PAYOUT_BUSINESS_DAYS.max, i18n.language);
  return (
    <Card>
      <CardHeader title={t('payouts.account.title')} />
      <div className="space-y-3 px-5 py-4">
        {account ? (
          <>
            <PayoutAccountDetails account={account} />
            {account.currencyIbans.length < linkCurrencies.length && (
              <p className="text-xs text-slate-500">{t('payouts.account.noCurrencyAccounts')}</p>
            )}
            <p className="text-xs text-slate-500">{t('payouts.account.note', { days })}</p>
          </>
        ) : (
          <Alert tone="warning">{t('payouts.account.missing')}</Alert>
        )}
      </div>
    </Card>
  );
}
