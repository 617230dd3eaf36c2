import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { useDecideKyc } from '@kopru/api-client/kyc';
import { kycRejectionPresets } from '@kopru/domain/kyc';
import type { AdminKycSubmission } from '@kopru/domain/schemas/kyc';
import { rejectKycRequest } from '@kopru/domain/schemas/kyc';
import { fieldErrorsOf } from '@kopru/domain/validation';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Dialog } from '@kopru/ui/dialog';
import { Field } from '@kopru/ui/field';
import { Textarea } from '@kopru/ui/input';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Rejects a submission with a required reason; presets fill the text, which stays editable. */
export function RejectDialog({
  submission,
  onClose,
  onRejected,
}: {
  submission: AdminKycSubmission;
  onClose(): void;
  onRejected(submission: AdminKycSubmission): void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const decide = useDecideKyc();
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = rejectKycRequest.safeParse({ reason });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error).reason ?? 'validation.required');
      return;
    }
    setError(null);
    decide.mutate(
      { id: submission.id, action: 'reject', reason: parsed.data.reason },
      {
        onSuccess: (decided) => onRejected(decided),
        onError: (cause) => {
          if (cause instanceof ApiError && cause.code === 'validation_failed') {
            setError(cause.fieldErrors.reason ?? 'validation.invalid');
          } else if (cause instanceof ApiError && cause.code !== 'network_error') {
            setFailure(t('kyc.admin.rejectFailed', { error: message(errorMessageKey(cause)) }));
          } else {
            setFailure(t('kyc.admin.rejectError'));
          }
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('kyc.admin.rejectDialog.title', { company: submission.merchant.companyName })}
      description={t('kyc.admin.rejectDialog.description')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={decide.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={decide.isPending}>
            {decide.isPending ? t('kyc.admin.rejectDialog.submitting') : t('kyc.admin.rejectDialog.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">
            {t('kyc.admin.rejectDialog.presets')}
          </legend>
          <div className="flex flex-wrap gap-2">
            {kycRejectionPresets.map((preset) => {
              const text = t(`kyc.admin.presets.${preset}`);
              return (
                <button
                  key={preset}
                  type="button"
                  aria-pressed={reason === text}
                  onClick={() => {
                    setReason(text);
                    setError(null);
                  }}
                  className="rounded-full border border-slate-300 px-3 py-1 text-left text-sm text-slate-700 hover:bg-slate-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
                >
                  {text}
                </button>
              );
            })}
          </div>
        </fieldset>
        <Field label={t('kyc.admin.rejectDialog.reason')} error={error ? message(error) : undefined}>
          {(control) => (
            <Textarea
              {...control}
              name="reason"
              value={reason}
              invalid={Boolean(error)}
              maxLength={500}
              rows={4}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
