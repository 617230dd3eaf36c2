import { zodResolver } from '@hookform/resolvers/zod';
import { formFailureOf } from '@kopru/api-client/form-failure';
import { useSetSettlementCurrency } from '@kopru/api-client/marketplace-payouts';
import {
  type MarketplacePayouts,
  type SettlementCurrencyRequest,
  settlementCurrencyRequest,
} from '@kopru/domain/schemas/marketplace-payouts';
import type { PayoutAccount } from '@kopru/domain/schemas/payouts';
import { useMessage } from '@kopru/i18n/react';
import { Field } from '@kopru/ui/field';
import { FormActions } from '@kopru/ui/form-actions';
import { FormDialog } from '@kopru/ui/form-dialog';
import { Select } from '@kopru/ui/input';
import { useFormFailure } from '@kopru/ui/use-form-failure';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The masked IBAN iyzico would pay to in `currency`: the lira account's, or that currency's. */
function ibanOf(account: PayoutAccount | null, currency: string): string | undefined {
  if (!account) return undefined;
  if (currency === 'TRY') return account.ibanMasked;
  return account.currencyIbans.find((entry) => entry.currency === currency)?.ibanMasked;
}

/**
 * Marketplace mode: an owner chooses the currency iyzico pays in, among TRY and the currencies
 * with an approved account; the API records it and the sub-merchants worker tells iyzico.
 */
export function SettlementCurrencyDialog({
  data,
  account,
  onClose,
  onSaved,
}: {
  data: MarketplacePayouts;
  account: PayoutAccount | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const save = useSetSettlementCurrency();
  const form = useForm<SettlementCurrencyRequest>({
    resolver: zodResolver(settlementCurrencyRequest),
    defaultValues: { currency: data.settlementCurrency },
  });
  const { failure, show, clear } = useFormFailure(form);
  const iban = ibanOf(account, form.watch('currency'));
  const submit = form.handleSubmit((body) => {
    clear();
    save.mutate(body, { onSuccess: onSaved, onError: (error) => show(formFailureOf(error)) });
  });
  return (
    <FormDialog
      title={t('payouts.marketplace.settlement.dialog.title')}
      description={t('payouts.marketplace.settlement.dialog.description')}
      onClose={onClose}
      onSubmit={submit}
      failure={failure && message(failure)}
    >
      <Field
        label={t('payouts.marketplace.settlement.dialog.currency')}
        hint={t('payouts.marketplace.settlement.dialog.hint')}
      >
        {(control) => (
          <Select {...control} disabled={save.isPending} {...form.register('currency')}>
            {data.settlementCurrencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {iban && (
        <p className="text-sm text-slate-700">{t('payouts.marketplace.settlement.dialog.to', { iban })}</p>
      )}
      <FormActions
        onCancel={onClose}
        pending={save.isPending}
        submitLabel={t('payouts.marketplace.settlement.dialog.submit')}
        pendingLabel={t('payouts.marketplace.settlement.dialog.submitting')}
      />
    </FormDialog>
  );
}
