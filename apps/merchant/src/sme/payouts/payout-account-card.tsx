import { usePendingCurrencyIbanChanges } from '@kopru/api-client/currency-iban-changes';
import { PAYOUT_BUSINESS_DAYS } from '@kopru/domain/constants';
import { linkCurrencies } from '@kopru/domain/money';
import type { CurrencyIbanChange } from '@kopru/domain/schemas/currency-iban-changes';
import type { SettlementCurrency } from '@kopru/domain/schemas/marketplace-payouts';
import type { PayoutAccount } from '@kopru/domain/schemas/payouts';
import { formatNumberRange } from '@kopru/i18n/format';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Card, CardHeader } from '@kopru/ui/card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/permissions.ts';
import { CurrencyAccountDialog } from './currency-account-dialog.tsx';
import { WithdrawCurrencyAccountDialog } from './withdraw-currency-account-dialog.tsx';

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

/** The currency account changes waiting for an admin: what each asks for, and (owners) withdraw. */
function PendingCurrencyAccounts({
  changes,
  paidByAcquirer,
  onWithdraw,
}: {
  changes: CurrencyIbanChange[];
  paidByAcquirer: boolean;
  onWithdraw?(change: CurrencyIbanChange): void;
}) {
  const { t } = useTranslation();
  if (changes.length === 0) return null;
  return (
    <Alert tone="info">
      <p>{t('payouts.currencyAccount.pendingTitle')}</p>
      <ul className="mt-1 list-disc pl-5">
        {changes.map((change) => (
          <li key={change.id}>
            {change.ibanMasked
              ? t(
                  paidByAcquirer
                    ? 'payouts.currencyAccount.iyzico.pendingSet'
                    : 'payouts.currencyAccount.pendingSet',
                  {
                    currency: change.currency,
                    iban: change.ibanMasked,
                  },
                )
              : t('payouts.currencyAccount.pendingRemove', { currency: change.currency })}
            {onWithdraw && (
              <Button
                variant="outline"
                size="sm"
                className="ml-2 h-7 align-middle"
                aria-label={t('payouts.currencyAccount.withdrawLabel', { currency: change.currency })}
                onClick={() => onWithdraw(change)}
              >
                {t('payouts.currencyAccount.withdraw')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * The approved bank accounts and, for owners, the requests to add, change or remove a USD, EUR or
 * GBP account. `settlementCurrency` in marketplace mode: iyzico pays to these accounts, in the
 * currency the owner chooses, so the texts speak of what iyzico pays rather than of payouts.
 */
export function PayoutAccountCard({
  account,
  settlementCurrency,
}: {
  account: PayoutAccount | null;
  settlementCurrency?: SettlementCurrency;
}) {
  const { t, i18n } = useTranslation();
  const allowed = useCan();
  const pending = usePendingCurrencyIbanChanges(account !== null);
  const [changing, setChanging] = useState(false);
  const [sent, setSent] = useState(false);
  const [withdrawing, setWithdrawing] = useState<CurrencyIbanChange | null>(null);
  const [withdrawn, setWithdrawn] = useState<CurrencyIbanChange | null>(null);
  const canManage = account !== null && allowed('payoutAccounts.manage');
  const days = formatNumberRange(PAYOUT_BUSINESS_DAYS.min, PAYOUT_BUSINESS_DAYS.max, i18n.language);
  const paidByAcquirer = settlementCurrency !== undefined;
  return (
    <Card>
      <CardHeader
        title={t(paidByAcquirer ? 'payouts.account.iyzico.title' : 'payouts.account.title')}
        action={
          canManage ? (
            <Button
              variant="outline"
              onClick={() => {
                setSent(false);
                setWithdrawn(null);
                setChanging(true);
              }}
            >
              {t('payouts.currencyAccount.open')}
            </Button>
          ) : undefined
        }
      />
      <div className="space-y-3 px-5 py-4">
        {account ? (
          <>
            {sent && <Alert tone="success">{t('payouts.currencyAccount.sent')}</Alert>}
            {withdrawn && (
              <Alert tone="success">
                {t('payouts.currencyAccount.withdrawn', { currency: withdrawn.currency })}
              </Alert>
            )}
            <PayoutAccountDetails account={account} />
            <PendingCurrencyAccounts
              changes={pending.data?.data ?? []}
              paidByAcquirer={paidByAcquirer}
              {...(canManage
                ? {
                    onWithdraw: (change: CurrencyIbanChange) => {
                      setSent(false);
                      setWithdrawn(null);
                      setWithdrawing(change);
                    },
                  }
                : {})}
            />
            {account.currencyIbans.length < linkCurrencies.length && (
              <p className="text-xs text-slate-500">
                {t(
                  paidByAcquirer
                    ? 'payouts.account.iyzico.addCurrency'
                    : 'payouts.account.noCurrencyAccounts',
                )}
              </p>
            )}
            <p className="text-xs text-slate-500">
              {paidByAcquirer ? t('payouts.account.iyzico.note') : t('payouts.account.note', { days })}
            </p>
          </>
        ) : (
          <Alert tone="warning">
            {t(paidByAcquirer ? 'payouts.account.iyzico.missing' : 'payouts.account.missing')}
          </Alert>
        )}
      </div>
      {withdrawing && (
        <WithdrawCurrencyAccountDialog
          change={withdrawing}
          paidByAcquirer={paidByAcquirer}
          onClose={() => setWithdrawing(null)}
          onWithdrawn={(change) => {
            setWithdrawing(null);
            setWithdrawn(change);
          }}
        />
      )}
      {changing && account && (
        <CurrencyAccountDialog
          account={account}
          {...(settlementCurrency ? { settlementCurrency } : {})}
          onClose={() => setChanging(false)}
          onSent={() => {
            setChanging(false);
            setSent(true);
          }}
        />
      )}
    </Card>
  );
}
