import { zodResolver } from '@hookform/resolvers/zod';
import { useEnterExchangeRate } from '@kopru/api-client/exchange-rates';
import { formFailureOf } from '@kopru/api-client/form-failure';
import { rateCurrencies } from '@kopru/domain/fx';
import { manualRateRequest } from '@kopru/domain/schemas/exchange-rates';
import { formatRate } from '@kopru/i18n/format';
import { useMessage } from '@kopru/i18n/react';
import { Field, TextField } from '@kopru/ui/field';
import { FormActions } from '@kopru/ui/form-actions';
import { FormDialog } from '@kopru/ui/form-dialog';
import { Select } from '@kopru/ui/input';
import { useFormFailure } from '@kopru/ui/use-form-failure';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** An admin enters today's rate for one currency when TCMB's feed cannot be read. */
export function ManualRateDialog({ onClose, onSaved }: { onClose(): void; onSaved(message: string): void }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const enter = useEnterExchangeRate();
  const form = useForm<z.input<typeof manualRateRequest>, unknown, z.output<typeof manualRateRequest>>({
    resolver: zodResolver(manualRateRequest),
    defaultValues: { currency: 'USD', rate: '' },
  });
  const failure = useFormFailure(form);
  const rateError = form.formState.errors.rate?.message;

  const submit = form.handleSubmit((request) => {
    failure.clear();
    enter.mutate(request, {
      onSuccess: (rate) => {
        onSaved(
          t('exchangeRates.manual.saved', {
            currency: rate.currency,
            rate: formatRate(rate.rate, i18n.language),
          }),
        );
        onClose();
      },
      onError: (failed) => failure.show(formFailureOf(failed)),
    });
  });

  return (
    <FormDialog
      title={t('exchangeRates.manual.title')}
      description={t('exchangeRates.manual.description')}
      onClose={onClose}
      onSubmit={submit}
      failure={failure.failure && message(failure.failure)}
    >
      <Field label={t('exchangeRates.manual.currency')}>
        {(control) => (
          <Select {...control} {...form.register('currency')} disabled={enter.isPending}>
            {rateCurrencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <TextField
        label={t('exchangeRates.manual.rate')}
        hint={t('exchangeRates.manual.rateHint')}
        inputMode="decimal"
        autoComplete="off"
        {...form.register('rate')}
        error={rateError && message(rateError)}
        disabled={enter.isPending}
      />
      <FormActions
        onCancel={onClose}
        pending={enter.isPending}
        submitLabel={t('exchangeRates.manual.submit')}
        pendingLabel={t('exchangeRates.manual.saving')}
      />
    </FormDialog>
  );
}
