import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { useCreatePaymentLink } from '@kopru/api-client/payments';
import { linkCurrencies, MAX_CHARGE_MINOR, MIN_CHARGE_MINOR } from '@kopru/domain/money';
import { createPaymentLinkRequest } from '@kopru/domain/schemas/payment-links';
import { type FieldErrors, fieldErrorsOf } from '@kopru/domain/validation';
import { useMessage } from '@kopru/i18n/react';
import { Dialog } from '@kopru/ui/dialog';
import { Field, TextField } from '@kopru/ui/field';
import { FormActions, FormFailure } from '@kopru/ui/form-actions';
import { Select, Textarea } from '@kopru/ui/input';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmountText } from '../amount-text.ts';

const empty = { productName: '', amount: '', currency: 'USD', description: '' };

/** The create dialog; the typed amount is parsed as the user's language writes it, never through floats. */
export function CreateLinkDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const amounts = useAmountText();
  const create = useCreatePaymentLink();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      setValues(empty);
      setErrors({});
      setFailure(null);
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = amounts.parse(values.amount, values.currency);
    const amount = typed.ok ? typed.minor : null;
    const parsed = createPaymentLinkRequest.safeParse({
      productName: values.productName,
      amount: amount ?? Number.NaN,
      currency: values.currency,
      description: values.description,
    });
    if (!parsed.success || amount === null) {
      const found = parsed.success ? {} : fieldErrorsOf(parsed.error);
      if (values.amount.trim() === '') found.amount = 'validation.required';
      else if (amount === null) found.amount = 'links.errors.amount';
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    create.mutate(parsed.data, {
      onSuccess: () => close(false),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'validation_failed') setErrors(error.fieldErrors);
        else setFailure(message(errorMessageKey(error)));
      },
    });
  };

  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const limits = {
    minimum: amounts.format(MIN_CHARGE_MINOR, values.currency),
    maximum: amounts.format(MAX_CHARGE_MINOR, values.currency),
    examples: amounts.examples,
  };
  const error = (key: string) => (errors[key] ? message(errors[key], limits) : undefined);

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('links.form.title')}
      description={t('links.form.description')}
      closeLabel={t('common.close')}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormFailure message={failure} />
        <TextField
          label={t('links.form.productName')}
          name="productName"
          value={values.productName}
          onChange={set('productName')}
          error={error('productName')}
          maxLength={120}
          disabled={create.isPending}
          required
        />
        <div className="grid grid-cols-[1fr_auto] gap-3">
          <TextField
            label={t('links.form.amount')}
            name="amount"
            inputMode="decimal"
            placeholder={amounts.format(4999, values.currency)}
            value={values.amount}
            onChange={set('amount')}
            hint={t('links.form.amountHint', limits)}
            error={error('amount')}
            disabled={create.isPending}
            required
          />
          <Field label={t('links.form.currency')} error={error('currency')}>
            {(control) => (
              <Select
                {...control}
                name="currency"
                value={values.currency}
                onChange={set('currency')}
                disabled={create.isPending}
              >
                {linkCurrencies.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Field
          label={t('links.form.details')}
          hint={t('links.form.detailsHint')}
          error={error('description')}
        >
          {(control) => (
            <Textarea
              {...control}
              name="description"
              value={values.description}
              onChange={set('description')}
              maxLength={500}
              disabled={create.isPending}
            />
          )}
        </Field>
        <FormActions
          onCancel={() => close(false)}
          pending={create.isPending}
          submitLabel={t('links.form.submit')}
          pendingLabel={t('links.form.submitting')}
        />
      </form>
    </Dialog>
  );
}
