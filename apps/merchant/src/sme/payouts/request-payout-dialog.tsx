import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@kopru/api-client/client';
import { formFailureOf } from '@kopru/api-client/form-failure';
import { useQuotePayout, useRequestPayout } from '@kopru/api-client/payouts';
import { randomBase62 } from '@kopru/domain/ids';
import { MIN_PAYOUT_MINOR } from '@kopru/domain/payouts';
import type { Balance } from '@kopru/domain/schemas/overview';
import type { CreatePayoutRequest, Payout, PayoutAccount, PayoutQuote } from '@kopru/domain/schemas/payouts';
import { formatMoney } from '@kopru/i18n/format';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Dialog } from '@kopru/ui/dialog';
import { Field, TextField } from '@kopru/ui/field';
import { FormFailure } from '@kopru/ui/form-actions';
import { Select } from '@kopru/ui/input';
import { useFormFailure } from '@kopru/ui/use-form-failure';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAmountText } from '../amount-text.ts';
import { PayoutAccountDetails } from './payout-account-card.tsx';
import { type PayoutFormValues, payoutForm } from './payout-form.ts';
import { QuotePanel, useSecondsLeft } from './quote-panel.tsx';

type Method = 'send' | 'convert';

/**
 * The request form. The amount is typed as a decimal and parsed to minor units without floats;
 * the server decides with the balance at that moment (the ledger refuses an overdraw). Each
 * distinct request gets its own Idempotency-Key, so resending after a lost answer is no second payout.
 * Converting to lira first shows the quote (every figure and how long it holds); confirming sends
 * the request with that quote, and an expired one is refreshed, never confirmed.
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
  const quoting = useQuotePayout();
  const formId = useId();
  const [chosenMethod, setMethod] = useState<Method>('send');
  const [quote, setQuote] = useState<{ value: PayoutQuote; receivedAt: number } | null>(null);
  const secondsLeft = useSecondsLeft(quote?.value ?? null, quote?.receivedAt ?? 0);
  const liveQuote = quote && secondsLeft > 0 ? quote.value : null;
  const pending = request.isPending || quoting.isPending;
  const withdrawable = balances.filter((b) => b.available > 0);
  const availableIn = (code: string) => withdrawable.find((b) => b.currency === code)?.available ?? 0;
  const form = useForm<PayoutFormValues, unknown, CreatePayoutRequest>({
    // Rebuilt each render, so it reads the language and balances of the moment.
    resolver: zodResolver(payoutForm(amounts.parse, availableIn)),
    defaultValues: { currency: withdrawable[0]?.currency ?? '', amount: '' },
  });
  const { failure, show, clear } = useFormFailure(form);
  const [key, setKey] = useState(() => randomBase62(24));
  // What the server counted when it refused an overdraw: the message names it, not the page's figure.
  const [counted, setCounted] = useState<number | null>(null);

  const currency = form.watch('currency');
  const available = availableIn(currency);
  // Without an account in the balance's currency the payout can only go converted to lira.
  const canSend = account.currencyIbans.some((entry) => entry.currency === currency);
  const method: Method = canSend ? chosenMethod : 'convert';
  const money = (minor: number) => formatMoney(minor, currency || 'USD', locale);
  const changed = () => {
    setKey(randomBase62(24));
    setCounted(null);
    setQuote(null);
    form.clearErrors();
    clear();
  };
  const errorText = (field: keyof PayoutFormValues) => {
    const found = form.formState.errors[field]?.message;
    return found
      ? message(found, {
          minimum: money(MIN_PAYOUT_MINOR),
          maximum: money(counted ?? available),
          examples: amounts.examples,
        })
      : undefined;
  };

  const fetchQuote = (input: CreatePayoutRequest) => {
    clear();
    quoting.mutate(
      { amount: input.amount, currency: input.currency },
      {
        onSuccess: (value) => {
          setQuote({ value, receivedAt: Date.now() });
          setKey(randomBase62(24));
        },
        onError: (error) => show(formFailureOf(error)),
      },
    );
  };

  const submit = form.handleSubmit((input) => {
    clear();
    if (method === 'convert' && !liveQuote) return fetchQuote(input);
    request.mutate(
      { input: liveQuote ? { ...input, quoteId: liveQuote.id } : input, idempotencyKey: key },
      {
        onSuccess: onRequested,
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'quote_expired') setQuote(null);
          if (!(error instanceof ApiError && error.code === 'insufficient_balance'))
            return show(formFailureOf(error));
          setCounted(Number(error.details?.available ?? 0));
          form.setError('amount', { message: 'payouts.errors.insufficient' }, { shouldFocus: true });
        },
      },
    );
  });
  const submitLabel = () => {
    if (request.isPending) return t('payouts.form.submitting');
    if (method === 'send') return t('payouts.form.submit');
    if (quoting.isPending) return t('payouts.form.quoting');
    return liveQuote ? t('payouts.form.confirmConvert') : t('payouts.form.getQuote');
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onClose()}
      title={t('payouts.form.title')}
      description={t('payouts.form.description')}
      closeLabel={t('common.close')}
      footer={
        withdrawable.length > 0 ? (
          <>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={pending}>
              {submitLabel()}
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
          <FormFailure message={failure && message(failure)} />
          <Field label={t('payouts.form.currency')} error={errorText('currency')}>
            {(control) => (
              <Select {...control} {...form.register('currency', { onChange: changed })} disabled={pending}>
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
            {...form.register('amount', { onChange: changed })}
            inputMode="decimal"
            autoComplete="off"
            placeholder={amounts.format(Math.min(available, 25_000), currency)}
            disabled={pending}
            hint={t('payouts.form.amountHint', {
              minimum: money(MIN_PAYOUT_MINOR),
              maximum: money(available),
            })}
            error={errorText('amount')}
            required
          />
          <Button
            variant="ghost"
            size="sm"
            disabled={pending}
            onClick={() => {
              form.setValue('amount', amounts.format(available, currency));
              changed();
            }}
          >
            {t('payouts.form.useAll')}
          </Button>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('payouts.form.method')}</legend>
            {(['send', 'convert'] as const).map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="method"
                  value={value}
                  checked={method === value}
                  onChange={() => {
                    setMethod(value);
                    changed();
                  }}
                  disabled={pending || (value === 'send' && !canSend)}
                  className="size-4 accent-brand-700"
                />
                {value === 'send' ? t('payouts.form.sendAs', { currency }) : t('payouts.form.convert')}
              </label>
            ))}
            {!canSend && currency && (
              <Alert tone="info">{t('payouts.form.noCurrencyAccount', { currency })}</Alert>
            )}
            {method === 'convert' && (
              <p className="text-xs text-slate-600">{t('payouts.form.convertHint')}</p>
            )}
          </fieldset>
          {method === 'convert' && quote && (
            <QuotePanel
              quote={quote.value}
              secondsLeft={secondsLeft}
              refreshing={quoting.isPending}
              onRefresh={() => void form.handleSubmit(fetchQuote)()}
            />
          )}
          <fieldset className="rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-medium text-slate-800">{t('payouts.form.to')}</legend>
            <PayoutAccountDetails account={account} to={method === 'send' ? currency : 'TRY'} narrow />
          </fieldset>
        </form>
      )}
    </Dialog>
  );
}
