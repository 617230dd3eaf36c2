import { linkCurrencies } from '@kopru/domain/money';
import { type PaymentListQuery, paymentStatuses } from '@kopru/domain/schemas/payments';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { Input, Select } from './input.tsx';

/** The list query without paging, its reference search included. */
export type TransactionFilterValues = Omit<PaymentListQuery, 'limit' | 'starting_after'>;

/**
 * Status, currency and date range (and, with `withSearch`, a search by reference); applied on
 * submit so typing a date does not refetch per key.
 */
export function TransactionFilters({
  value,
  onChange,
  withSearch = false,
}: {
  value: TransactionFilterValues;
  onChange(filters: TransactionFilterValues): void;
  withSearch?: boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  const set = (key: keyof TransactionFilterValues) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value || undefined }));

  return (
    <form
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
    >
      {withSearch && (
        <Field label={t('transactions.filters.search')} className="col-span-2 sm:col-span-4 lg:col-span-5">
          {(control) => (
            <Input
              {...control}
              value={draft.q ?? ''}
              onChange={set('q')}
              placeholder={t('transactions.filters.searchPlaceholder')}
            />
          )}
        </Field>
      )}
      <Field label={t('transactions.filters.status')}>
        {(control) => (
          <Select {...control} value={draft.status ?? ''} onChange={set('status')}>
            <option value="">{t('transactions.filters.all')}</option>
            {paymentStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`transactions.status.${status}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('transactions.filters.currency')}>
        {(control) => (
          <Select {...control} value={draft.currency ?? ''} onChange={set('currency')}>
            <option value="">{t('transactions.filters.all')}</option>
            {linkCurrencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('transactions.filters.from')}>
        {(control) => <Input {...control} type="date" value={draft.from ?? ''} onChange={set('from')} />}
      </Field>
      <Field label={t('transactions.filters.to')}>
        {(control) => <Input {...control} type="date" value={draft.to ?? ''} onChange={set('to')} />}
      </Field>
      <div className="col-span-2 flex items-end gap-2 sm:col-span-4 lg:col-span-1">
        <Button type="submit" variant="secondary">
          {t('transactions.filters.apply')}
        </Button>
        <Button variant="ghost" onClick={() => onChange({})}>
          {t('transactions.filters.reset')}
        </Button>
      </div>
    </form>
  );
}
