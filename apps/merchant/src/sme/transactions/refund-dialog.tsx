import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@kopru/api-client/client';
import { formFailureOf } from '@kopru/api-client/form-failure';
import { useCreateRefund } from '@kopru/api-client/refunds';
import { randomBase62 } from '@kopru/domain/ids';
import type { Payment } from '@kopru/domain/schemas/payments';
import { type CreateRefundRequest, type Refund, refundReasons } from '@kopru/domain/schemas/refunds';
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
import { type RefundFormValues, refundForm } from './refund-form.ts';

export interface RefundDialogProps {
  payment: Payment;
  /** What is left to refund: the amount minus refunds pending or succeeded. */
  refundable: number;
  onClose(): void;
  onRefunded(refund: Refund): void;
}

/**
 * Refunds all or part of a payment. The amount is typed the user's way and parsed to minor units
 * without floats; the server decides with the balance at that moment. Each distinct request gets
 * its own Idempotency-Key, so resending after a lost answer is no second refund.
 */
export function RefundDialog({ payment, refundable, onClose, onRefunded }: RefundDialogProps) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const amounts = useAmountText();
  const locale = i18n.language;
  const create = useCreateRefund(payment.id);
  const formId = useId();
  const { currency } = payment;
  const form = useForm<RefundFormValues, unknown, CreateRefundRequest>({
    resolver: zodResolver(refundForm(amounts.parse, currency, refundable)),
    defaultValues: { amount: amounts.format(refundable, currency), reason: '' },
  });
  const { failure, show, clear } = useFormFailure(form);
  const [key, setKey] = useState(() => randomBase62(24));
  // The server's figures when it refuses (the balance now, what is left of the payment).
  const [counted, setCounted] = useState<{ available?: number; remaining?: number }>({});
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const typed = amounts.parse(form.watch('amount'), currency);
  const changed = () => {
    setKey(randomBase62(24));
    setCounted({});
    form.clearErrors();
    clear();
  };
  const errorText = (field: keyof RefundFormValues) => {
    const found = form.formState.errors[field]?.message;
    return found
      ? message(found, {
          max: money(counted.remaining ?? refundable),
          available: money(counted.available ?? 0),
        })
      : undefined;
  };
  const refuse = (figures: typeof counted, messageKey: string) => {
    setCounted(figures);
    form.setError('amount', { message: messageKey }, { shouldFocus: true });
  };

  const submit = form.handleSubmit((input) => {
    clear();
    create.mutate(
      { input, idempotencyKey: key },
      {
        onSuccess: onRefunded,
        onError: (error) => {
          if (!(error instanceof ApiError)) return show(formFailureOf(error));
          const figure = (name: string) => Number(error.details?.[name] ?? 0);
          if (error.code === 'refund_exceeds_balance')
            refuse({ available: figure('available') }, 'refunds.errors.balance');
          else if (error.code === 'refund_exceeds_payment')
            refuse({ remaining: figure('remaining') }, 'refunds.errors.amountAbove');
          else show(formFailureOf(error));
        },
      },
    );
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !create.isPending && onClose()}
      title={t('refunds.dialog.title', { transaction: payment.transactionId })}
      description={t('refunds.dialog.description', { paid: money(payment.amount), left: money(refundable) })}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={create.isPending}>
            {t('refunds.dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            {create.isPending
              ? t('refunds.dialog.submitting')
              : t('refunds.dialog.submit', { amount: money(typed.ok ? typed.minor : 0) })}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        <FormFailure message={failure && message(failure)} />
        <TextField
          label={`${t('refunds.dialog.amount')} (${currency})`}
          {...form.register('amount', { onChange: changed })}
          inputMode="decimal"
          autoComplete="off"
          disabled={create.isPending}
          hint={t('refunds.dialog.amountHint', { max: money(refundable) })}
          error={errorText('amount')}
          required
        />
        <Field label={t('refunds.dialog.reason')} error={errorText('reason')}>
          {(control) => (
            <Select
              {...control}
              {...form.register('reason', { onChange: changed })}
              disabled={create.isPending}
            >
              <option value="" disabled>
                {t('refunds.dialog.choose')}
              </option>
              {refundReasons.map((value) => (
                <option key={value} value={value}>
                  {t(`refunds.reasons.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Alert tone="info">{t('refunds.dialog.feeNote', { fee: money(payment.fee) })}</Alert>
      </form>
    </Dialog>
  );
}
