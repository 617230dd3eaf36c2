import { zodResolver } from '@hookform/resolvers/zod';
import { formFailureOf } from '@kopru/api-client/form-failure';
import { useDecideKyc } from '@kopru/api-client/kyc';
import { kycRejectionPresets } from '@kopru/domain/kyc';
import type { AdminKycSubmission } from '@kopru/domain/schemas/kyc';
import { type RejectKycRequest, rejectKycRequest } from '@kopru/domain/schemas/kyc';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Dialog } from '@kopru/ui/dialog';
import { Field } from '@kopru/ui/field';
import { Textarea } from '@kopru/ui/input';
import { useFormFailure } from '@kopru/ui/use-form-failure';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

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
  const form = useForm<z.input<typeof rejectKycRequest>, unknown, RejectKycRequest>({
    resolver: zodResolver(rejectKycRequest),
    defaultValues: { reason: '' },
  });
  const failure = useFormFailure(form);
  const reason = form.watch('reason');
  const error = form.formState.errors.reason?.message;

  const submit = form.handleSubmit((values) => {
    failure.clear();
    decide.mutate(
      { id: submission.id, action: 'reject', reason: values.reason },
      {
        onSuccess: (decided) => onRejected(decided),
        onError: (cause) => failure.show(formFailureOf(cause)),
      },
    );
  });
  // A refusal the API explains is named; a lost connection gets the general text.
  const failureText =
    failure.failure &&
    (failure.failure === 'errors.network_error'
      ? t('kyc.admin.rejectError')
      : t('kyc.admin.rejectFailed', { error: message(failure.failure) }));

  return (
    <Dialog
      open
      // Not while the decision is on its way: closing would drop its notice (mutate's callbacks go with
      // the dialog).
      onOpenChange={(open) => !open && !decide.isPending && onClose()}
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
        {failureText && <Alert tone="error">{failureText}</Alert>}
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
                  onClick={() =>
                    form.setValue('reason', text, { shouldValidate: form.formState.isSubmitted })
                  }
                  className="rounded-full border border-slate-300 px-3 py-1 text-left text-sm text-slate-700 hover:bg-slate-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
                >
                  {text}
                </button>
              );
            })}
          </div>
        </fieldset>
        <Field label={t('kyc.admin.rejectDialog.reason')} error={error && message(error)}>
          {(control) => (
            <Textarea
              {...control}
              {...form.register('reason')}
              invalid={Boolean(error)}
              maxLength={500}
              rows={4}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
