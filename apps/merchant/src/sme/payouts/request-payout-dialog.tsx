import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { useRequestPayout } from '@kopru/api-client/payouts';
import { randomBase62 } from '@kopru/domain/ids';
import { MIN_PAYOUT_MINOR } from '@kopru/domain/payouts';
import type { Balance } from '@kopru/domain/schemas/overview';
import { createPayoutRequest, type Payout, type PayoutAccount } from '@kopru/domain/schemas/payouts';
import { formatMoney } from '@kopru/i18n/format';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Dialog } from '@kopru/ui/dialog';
import { Field, TextField } from '@kopru/ui/field';
import { FormFailure } from '@kopru/ui/form-actions';
import { Select } from '@kopru/ui/input';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmountText } from '../amount-text.ts';
import { PayoutAccountDetails } from './payout-account-card.tsx';

type FieldError = { key: string; available?: number };

/**
 * The request form. The amount is typed as a decimal and parsed to minor units without floats;
 * the server decides with the balance at that moment (the ledger refuses an overdraw). Each
 * distinct request gets its own Idempotency-Key, so resending after a lost answer is no second payout.
 */
export function RequestPayoutDialog({
  balances,
  account,
  onClose,
  onRequested,
}: {
  balances: Balance[];
  account: PayoutAccount;
  onClose(): void;
  onRequested(payout: Payout): void;
}) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const amounts = useAmountText();
  const locale = i18n.language;
  const request = useRequestPayout();
  const formId = useId();
  const withdrawable = balances.filter((b) => b.available > 0);
  const [currency, setCurrency] = useState(withdrawable[0]?.currency ?? '');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'currency', FieldError>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [key, setKey] = useState(() => randomBase62(24));

  const balance = withdrawable.find((b) => b.currency === currency);
  const available = balance?.available ?? 0;
  const money = (minor: number) => formatMoney(minor, currency || 'USD', locale);
  const change = (apply: () => void) => {
    apply();
    setKey(randomBase62(24));
    setErrors({});
    setFailure(null);
  };
  const errorText = (error: FieldError | undefined) =>
    error
      ? message(error.key, {
          minimum: money(MIN_PAYOUT_MINOR),
          maximum: money(error.available ?? available),
          examples: amounts.examples,
        })
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const typed = amounts.parse(amount, currency);
    if (amount.trim() === '') return setErrors({ amount: { key: 'validation.required' } });
    if (!typed.ok) return setErrors({ amount: { key: 'payouts.errors.amount' } });
    const minor = typed.minor;
    if (minor > available) return setErrors({ amount: { key: 'payouts.errors.maximum' } });
    const parsed = createPayoutRequest.safeParse({ amount: minor, currency });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = issue?.path[0] === 'currency' ? 'currency' : 'amount';
      return setErrors({ [path]: { key: issue?.message ?? 'validation.invalid' } });
    }
    setErrors({});
    request.mutate(
      { input: parsed.data, idempotencyKey: key },
      {
        onSuccess: onRequested,
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'insufficient_balance') {
            const now = Number(error.details?.available ?? 0);
            setErrors({ amount: { key: 'payouts.errors.insufficient', available: now } });
          } else if (error instanceof ApiError && error.code === 'validation_failed') {
            const fields = error.fieldErrors;
            setErrors({
              ...(fields.amount ? { amount: { key: fields.amount } } : {}),
              ...(fields.currency ? { currency: { key: fields.currency } } : {}),
            });
          } else {
            setFailure(message(errorMessageKey(error)));
          }
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !request.isPending && onClose()}
      title={t('payouts.form.title')}
      description={t('payouts.form.description')}
      closeLabel={t('common.close')}
      footer={
        withdrawable.length > 0 ? (
          <>
            <Button variant="outline" onClick={onClose} disabled={request.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={request.isPending}>
              {request.isPending ? t('payouts.form.submitting') : t('payouts.form.submit')}
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={onClose}>
            {t('common.close')}
          </Button>
        )
      }
    >
      {withdrawable.length === 0 ? (
        <Alert tone="info">{t('payouts.form.noBalance')}</Alert>
      ) : (
        <form id={formId} noValidate onSubmit={submit} className="space-y-4">
          <FormFailure message={failure} />
          <Field label={t('payouts.form.currency')} error={errorText(errors.currency)}>
            {(control) => (
              <Select
                {...control}
                name="currency"
                value={currency}
                disabled={request.isPending}
                onChange={(e) => change(() => setCurrency(e.target.value))}
              >
                {withdrawable.map((b) => (
                  <option key={b.currency} value={b.currency}>
                    {t('payouts.form.currencyOption', {
                      currency: b.currency,
                      amount: formatMoney(b.available, b.currency, locale),
                    })}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <TextField
            fieldClassName="min-w-0 flex-1"
            label={`${t('payouts.form.amount')} (${currency})`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder={amounts.format(Math.min(available, 25_000), currency)}
            value={amount}
            disabled={request.isPending}
            onChange={(e) => change(() => setAmount(e.target.value))}
            hint={t('payouts.form.amountHint', {
              minimum: money(MIN_PAYOUT_MINOR),
              maximum: money(available),
            })}
            error={errorText(errors.amount)}
            required
          />
          <Button
            variant="ghost"
            size="sm"
            disabled={request.isPending}
            onClick={() => change(() => setAmount(amounts.format(available, currency)))}
          >
            {t('payouts.form.useAll')}
          </Button>
          <fieldset className="rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-medium text-slate-800">{t('payouts.form.to')}</legend>
            <PayoutAccountDetails account={account} narrow />
          </fieldset>
        </form>
      )}
    </Dialog>
  );
}
