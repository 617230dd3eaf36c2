import {
  useAdminCurrencyIbanChanges,
  useDecideCurrencyIbanChange,
} from '@kopru/api-client/currency-iban-changes';
import { formatIban } from '@kopru/domain/iban';
import type { AdminCurrencyIbanChange } from '@kopru/domain/schemas/currency-iban-changes';
import { useTranslation } from 'react-i18next';
import { ChangeReviewSection } from './change-review-section.tsx';

const names = (change: AdminCurrencyIbanChange) => ({
  company: change.companyName,
  currency: change.currency,
});

/** Verified SMEs' requests to add, change or remove a currency account: in use and asked for, in full. */
export function CurrencyIbanChangesSection() {
  const { t } = useTranslation();
  const list = useAdminCurrencyIbanChanges();
  return (
    <ChangeReviewSection
      id="currency-iban-changes"
      texts="kyc.admin.currencyChanges"
      changes={list.data?.data ?? []}
      useDecide={useDecideCurrencyIbanChange}
      title={(change) => t('kyc.admin.currencyChanges.heading', names(change))}
      approved={(change) => t('kyc.admin.currencyChanges.approved', names(change))}
      rejected={(change) => t('kyc.admin.currencyChanges.rejected', names(change))}
    >
      {(change) => <CurrencyAccounts change={change} />}
    </ChangeReviewSection>
  );
}

function CurrencyAccounts({ change }: { change: AdminCurrencyIbanChange }) {
  const { t } = useTranslation();
  const rows = [
    {
      label: t('kyc.admin.currencyChanges.inUse'),
      value: change.currentIban ? formatIban(change.currentIban) : t('kyc.admin.currencyChanges.none'),
      mono: change.currentIban !== null,
    },
    {
      label: t('kyc.admin.currencyChanges.requested'),
      value: change.iban ? formatIban(change.iban) : t('kyc.admin.currencyChanges.removal'),
      mono: change.iban !== null,
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label}>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{row.label}</dt>
          <dd className={row.mono ? 'font-mono text-sm break-words' : 'text-sm'}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
