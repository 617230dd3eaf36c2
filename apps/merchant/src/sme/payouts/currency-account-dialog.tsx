import { zodResolver } from '@hookform/resolvers/zod';
import { useRequestCurrencyIbanChange } from '@kopru/api-client/currency-iban-changes';
import { formFailureOf } from '@kopru/api-client/form-failure';
import { linkCurrencies } from '@kopru/domain/money';
import {
  type CurrencyIbanChange,
  requestCurrencyIbanChange,
} from '@kopru/domain/schemas/currency-iban-changes';
import type { SettlementCurrency } from '@kopru/domain/schemas/marketplace-payouts';
import type { PayoutAccount } from '@kopru/domain/schemas/payouts';
import { useMessage } from '@kopru/i18n/react';
import { Checkbox } from '@kopru/ui/checkbox';
import { Field, TextField } from '@kopru/ui/field';
import { FormActions } from '@kopru/ui/form-actions';
import { FormDialog } from '@kopru/ui/form-dialog';
import { Select } from '@kopru/ui/input';
import { useFormFailure } from '@kopru/ui/use-form-failure';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/** The request, plus "remove": then the IBAN is not asked for (the API takes an empty one). */
const formSchema = requestCurrencyIbanChange
  .extend({ remove: z.boolean() })
  .refine((value) => value.remove || value.iban !== '', { path: ['iban'], message: 'validation.required' });
type Input = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

/**
 * Asks to add, change or remove the IBAN of a USD, EUR or GBP account; an admin reviews it, and
 * until then payouts keep going to the account in use (docs/fx.md). With `settlementCurrency`
 * (marketplace mode) an approved account is a currency iyzico may pay in, and removing the
 * settlement currency's account puts iyzico back to Turkish lira (docs/acquirers.md).
 */
export function CurrencyAccountDialog({
  account,
  settlementCurrency,
  onClose,
  onSent,
}: {
  account: PayoutAccount;
  settlementCurrency?: SettlementCurrency;
  onClose(): void;
  onSent(change: CurrencyIbanChange): void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const request = useRequestCurrencyIbanChange();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: { currency: 'USD', iban: '', remove: false },
  });
  const { failure, show, clear } = useFormFailure(form);
  const errors = form.formState.errors;
  const currency = form.watch('currency');
  const removing = form.watch('remove');
  const current = account.currencyIbans.find((entry) => entry.currency === currency);
  const paidByAcquirer = settlementCurrency !== undefined;
  const submit = form.handleSubmit(({ currency: chosen, iban, remove }) => {
    clear();
    request.mutate(
      { currency: chosen, iban: remove ? '' : iban },
      { onSuccess: onSent, onError: (error) => show(formFailureOf(error)) },
    );
  });

  return (
    <FormDialog
      title={t('payouts.currencyAccount.title')}
      description={t(
        paidByAcquirer ? 'payouts.currencyAccount.iyzico.description' : 'payouts.currencyAccount.description',
      )}
      onClose={onClose}
      onSubmit={submit}
      failure={failure && message(failure)}
    >
      <Field
        label={t('payouts.currencyAccount.currency')}
        hint={
          current
            ? t('payouts.currencyAccount.inUse', { currency, iban: current.ibanMasked })
            : t(paidByAcquirer ? 'payouts.currencyAccount.iyzico.none' : 'payouts.currencyAccount.none', {
                currency,
              })
        }
      >
        {(control) => (
          <Select
            {...control}
            disabled={request.isPending}
            {...form.register('currency', { onChange: () => form.setValue('remove', false) })}
          >
            {linkCurrencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {current && (
        <Checkbox
          label={t('payouts.currencyAccount.remove', { currency })}
          disabled={request.isPending}
          {...form.register('remove')}
        />
      )}
      {removing && currency === settlementCurrency && (
        <p className="text-sm text-amber-800">
          {t('payouts.currencyAccount.iyzico.removeSettlement', { currency })}
        </p>
      )}
      {!removing && (
        <TextField
          label={t('payouts.currencyAccount.iban', { currency })}
          hint={t('payouts.currencyAccount.ibanHint')}
          autoComplete="off"
          spellCheck={false}
          required
          disabled={request.isPending}
          error={errors.iban?.message && message(errors.iban.message)}
          {...form.register('iban')}
        />
      )}
      <dl>
        <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
          {t('payouts.account.holder')}
        </dt>
        <dd className="mt-0.5 text-sm text-slate-900">{account.accountHolder}</dd>
        <dd className="mt-1 text-xs text-slate-500">
          {t('payouts.currencyAccount.holderHint', { company: account.accountHolder })}
        </dd>
      </dl>
      <FormActions
        onCancel={onClose}
        pending={request.isPending}
        submitLabel={t('payouts.currencyAccount.submit')}
        pendingLabel={t('payouts.currencyAccount.submitting')}
      />
    </FormDialog>
  );
}
