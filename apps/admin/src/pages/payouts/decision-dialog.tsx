import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@kopru/api-client/client';
import { formFailureOf } from '@kopru/api-client/form-failure';
import { useDecidePayout } from '@kopru/api-client/payouts';
import {
  type AdminPayout,
  BANK_REFERENCE_MAX,
  markPayoutPaidRequest,
  PAYOUT_REASON_MAX,
  payoutReasonRequest,
} from '@kopru/domain/schemas/payouts';
import { formatMoney } from '@kopru/i18n/format';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Dialog } from '@kopru/ui/dialog';
import { Field, type FieldControlProps } from '@kopru/ui/field';
import { Input, Textarea } from '@kopru/ui/input';
import { useFormFailure } from '@kopru/ui/use-form-failure';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { decisionFailure } from './decision-message.ts';

export type TextDecision = 'markPaid' | 'reject' | 'markFailed';

const paths = { markPaid: 'mark-paid', reject: 'reject', markFailed: 'mark-failed' } as const;

/** The one text of the decision: the bank reference, or the reason. */
type Values = { bankReference?: string; reason?: string };

/** Mark paid (bank reference), reject or mark failed (reason): one required text, then the decision. */
export function DecisionDialog({
  payout,
  decision,
  onClose,
  onDone,
}: {
  payout: AdminPayout;
  decision: TextDecision;
  onClose(): void;
  onDone(payout: AdminPayout): void;
}) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const decide = useDecidePayout();
  const formId = useId();
  const field = decision === 'markPaid' ? 'bankReference' : 'reason';
  const form = useForm<Values>({
    resolver: zodResolver(
      decision === 'markPaid' ? markPayoutPaidRequest : payoutReasonRequest,
    ) as Resolver<Values>,
    defaultValues: { [field]: '' },
  });
  const fieldFailure = useFormFailure(form);
  const [failure, setFailure] = useState<string | null>(null);
  const error = form.formState.errors[field]?.message;
  const vars = {
    reference: payout.reference,
    amount: formatMoney(payout.amount, payout.currency, i18n.language),
    holder: payout.accountHolder,
  };

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    fieldFailure.clear();
    const value = values[field] ?? '';
    const input =
      decision === 'markPaid'
        ? { id: payout.id, action: paths.markPaid, bankReference: value }
        : { id: payout.id, action: paths[decision], reason: value };
    decide.mutate(input, {
      onSuccess: onDone,
      onError: (cause) => {
        // Field errors go to the field; any other refusal is explained above it.
        if (cause instanceof ApiError && cause.code === 'validation_failed')
          fieldFailure.show(formFailureOf(cause));
        else setFailure(decisionFailure(cause, payout, message));
      },
    });
  });

  const control = (props: FieldControlProps) =>
    decision === 'markPaid' ? (
      <Input
        {...props}
        {...form.register(field)}
        autoComplete="off"
        maxLength={BANK_REFERENCE_MAX}
        invalid={Boolean(error)}
      />
    ) : (
      <Textarea
        {...props}
        {...form.register(field)}
        rows={4}
        maxLength={PAYOUT_REASON_MAX}
        invalid={Boolean(error)}
      />
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !decide.isPending && onClose()}
      title={t(`adminPayouts.dialogs.${decision}.title`, vars)}
      description={t(`adminPayouts.dialogs.${decision}.description`, vars)}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={decide.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={decision === 'markPaid' ? 'primary' : 'danger'}
            loading={decide.isPending}
          >
            {decide.isPending
              ? t('adminPayouts.dialogs.submitting')
              : t(`adminPayouts.dialogs.${decision}.submit`)}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {(failure ?? fieldFailure.failure) && (
          <Alert tone="error">{failure ?? message(fieldFailure.failure ?? '')}</Alert>
        )}
        <Field label={t(`adminPayouts.dialogs.${decision}.field`)} error={error && message(error)}>
          {control}
        </Field>
      </form>
    </Dialog>
  );
}
