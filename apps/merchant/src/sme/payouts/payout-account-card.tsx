import { PAYOUT_BUSINESS_DAYS } from '@kopru/domain/constants';
import type { PayoutAccount } from '@kopru/domain/schemas/payouts';
import { formatNumberRange } from '@kopru/i18n/format';
import { Alert } from '@kopru/ui/alert';
import { Card, CardHeader } from '@kopru/ui/card';
import { useTranslation } from 'react-i18next';

/** The bank account, label and value pairs; used on the page and inside the request dialog. */
export function PayoutAccountDetails({
  account,
  narrow = false,
}: {
  account: PayoutAccount;
  narrow?: boolean;
}) {
  const { t } = useTranslation();
  const rows = [
    { label: t('payouts.account.holder'), value: account.accountHolder, wide: false },
    { label: t('payouts.account.bank'), value: account.bankName, wide: false },
    {
      label: t('payouts.account.iban'),
      value: <span className="font-mono whitespace-nowrap">{account.ibanMasked}</span>,
      wide: narrow,
    },
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
            <p className="text-xs text-slate-500">{t('payouts.account.note', { days })}</p>
          </>
        ) : (
          <Alert tone="warning">{t('payouts.account.missing')}</Alert>
        )}
      </div>
    </Card>
  );
}
