import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { useCreateRefund } from '@kopru/api-client/refunds';
import { randomBase62 } from '@kopru/domain/ids';
import type { Payment } from '@kopru/domain/schemas/payments';
import { type Refund, type RefundReason, refundReasons } from '@kopru/domain/schemas/refunds';
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
  const [amount, setAmount] = useState(() => amounts.format(refundable, currency));
  const [reason, setReason] = useState<RefundReason | ''>('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [key, setKey] = useState(() => randomBase62(24));
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const typed = amounts.parse(amount, currency);
  const change = (apply: () => void) => {
    apply();
    setKey(randomBase62(24));
    setErrors({});
    setFailure(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (amount.trim() === '') return setErrors({ amount: t('validation.required') });
    if (!typed.ok || typed.minor <= 0) return setErrors({ amount: t('refunds.errors.amount') });
    if (typed.minor > refundable)
      return setErrors({ amount: t('refunds.errors.amountAbove', { max: money(refundable) }) });
    if (!reason) return setErrors({ reason: t('validation.required') });
    create.mutate(
      { input: { amount: typed.minor, reason }, idempotencyKey: key },
      {
        onSuccess: onRefunded,
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'refund_exceeds_balance') {
            const available = money(Number(error.details?.available ?? 0));
            setErrors({ amount: t('refunds.errors.balance', { available }) });
          } else if (error instanceof ApiError && error.code === 'refund_exceeds_payment') {
            const max = money(Number(error.details?.remaining ?? 0));
            setErrors({ amount: t('refunds.errors.amountAbove', { max }) });
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
        <FormFailure message={failure} />
        <TextField
          label={`${t('refunds.dialog.amount')} (${currency})`}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          disabled={create.isPending}
          onChange={(e) => change(() => setAmount(e.target.value))}
          hint={t('refunds.dialog.amountHint', { max: money(refundable) })}
          error={errors.amount}
          required
        />
        <Field label={t('refunds.dialog.reason')} error={errors.reason}>
          {(control) => (
            <Select
              {...control}
              name="reason"
              value={reason}
              disabled={create.isPending}
              onChange={(e) => change(() => setReason(e.target.value as RefundReason))}
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
