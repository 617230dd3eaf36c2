import {
  useAdminCurrencyIbanChanges,
  useDecideCurrencyIbanChange,
} from '@kopru/api-client/currency-iban-changes';
import { formatIban } from '@kopru/domain/iban';
import type { AdminCurrencyIbanChange } from '@kopru/domain/schemas/currency-iban-changes';
import { formatDateTime } from '@kopru/i18n/format';
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

/** An account as the admin reads it: the IBAN in full, or what its absence means. */
function accountText(iban: string | null, absent: string) {
  return { value: iban ? formatIban(iban) : absent, mono: iban !== null };
}

/**
 * The account in use and the one asked for; when the request replaced one the admin may have
 * reviewed, that one too (withdrawn), and what differs is marked.
 */
function CurrencyAccounts({ change }: { change: AdminCurrencyIbanChange }) {
  const { t, i18n } = useTranslation();
  const { replaces } = change;
  const rows = [
    {
      label: t('kyc.admin.currencyChanges.inUse'),
      ...accountText(change.currentIban, t('kyc.admin.currencyChanges.none')),
      changed: false,
    },
    ...(replaces
      ? [
          {
            label: t('kyc.admin.currencyChanges.replaced'),
            ...accountText(replaces.iban, t('kyc.admin.currencyChanges.removal')),
            changed: false,
          },
        ]
      : []),
    {
      label: t('kyc.admin.currencyChanges.requested'),
      ...accountText(change.iban, t('kyc.admin.currencyChanges.removal')),
      changed: replaces !== null && replaces.iban !== change.iban,
    },
  ];
  return (
    <div className="space-y-3">
      {replaces && (
        <p className="text-sm text-amber-800">
          {t('kyc.admin.currencyChanges.replacesNote', {
            date: formatDateTime(replaces.createdAt, i18n.language),
          })}
        </p>
      )}
      <dl className={replaces ? 'grid gap-3 sm:grid-cols-3' : 'grid gap-3 sm:grid-cols-2'}>
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{row.label}</dt>
            <dd
              className={[
                row.mono ? 'font-mono text-sm break-words' : 'text-sm',
                row.changed ? 'font-semibold text-amber-800' : '',
              ].join(' ')}
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
