import { ApiError } from '@kopru/api-client/client';
import { useDecidePayout } from '@kopru/api-client/payouts';
import {
  type AdminPayout,
  BANK_REFERENCE_MAX,
  markPayoutPaidRequest,
  PAYOUT_REASON_MAX,
  payoutReasonRequest,
} from '@kopru/domain/schemas/payouts';
import { fieldErrorsOf } from '@kopru/domain/validation';
import { formatMoney } from '@kopru/i18n/format';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Dialog } from '@kopru/ui/dialog';
import { Field, type FieldControlProps } from '@kopru/ui/field';
import { Input, Textarea } from '@kopru/ui/input';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decisionFailure } from './decision-message.ts';

export type TextDecision = 'markPaid' | 'reject' | 'markFailed';

const paths = { markPaid: 'mark-paid', reject: 'reject', markFailed: 'mark-failed' } as const;

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
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const field = decision === 'markPaid' ? 'bankReference' : 'reason';
  const vars = {
    reference: payout.reference,
    amount: formatMoney(payout.amount, payout.currency, i18n.language),
    holder: payout.accountHolder,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed =
      decision === 'markPaid'
        ? markPayoutPaidRequest.safeParse({ bankReference: text })
        : payoutReasonRequest.safeParse({ reason: text });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error)[field] ?? 'validation.required');
      return;
    }
    setError(null);
    const value = text.trim();
    const input =
      decision === 'markPaid'
        ? { id: payout.id, action: paths.markPaid, bankReference: value }
        : { id: payout.id, action: paths[decision], reason: value };
    decide.mutate(input, {
      onSuccess: onDone,
      onError: (cause) => {
        if (cause instanceof ApiError && cause.code === 'validation_failed') {
          setError(cause.fieldErrors[field] ?? 'validation.invalid');
        } else {
          setFailure(decisionFailure(cause, payout, message));
        }
      },
    });
  };

  const control = (props: FieldControlProps) =>
    decision === 'markPaid' ? (
      <Input
        {...props}
        name={field}
        value={text}
        autoComplete="off"
        maxLength={BANK_REFERENCE_MAX}
        invalid={Boolean(error)}
        onChange={(e) => setText(e.target.value)}
      />
    ) : (
      <Textarea
        {...props}
        name={field}
        value={text}
        rows={4}
        maxLength={PAYOUT_REASON_MAX}
        invalid={Boolean(error)}
        onChange={(e) => setText(e.target.value)}
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
        {failure && <Alert tone="error">{failure}</Alert>}
        <Field label={t(`adminPayouts.dialogs.${decision}.field`)} error={error ? message(error) : undefined}>
          {control}
        </Field>
      </form>
    </Dialog>
  );
}
