import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@kopru/api-client/client';
import { useSubmitEvidence } from '@kopru/api-client/disputes';
import { formFailureOf } from '@kopru/api-client/form-failure';
import type { Dispute } from '@kopru/domain/schemas/disputes';
import { disputeEvidenceFields } from '@kopru/domain/schemas/disputes';
import { useMessage } from '@kopru/i18n/react';
import { Button } from '@kopru/ui/button';
import { Card, CardHeader } from '@kopru/ui/card';
import { Field } from '@kopru/ui/field';
import { FormFailure } from '@kopru/ui/form-actions';
import { Textarea } from '@kopru/ui/input';
import { useFormFailure } from '@kopru/ui/use-form-failure';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { checkNewFiles } from '../kyc/document-checks.ts';
import { DocumentPicker } from '../kyc/document-picker.tsx';

/** The merchant's answer to a dispute: what happened, and files checked with the KYC rules. */
export function EvidenceForm({ dispute, onSent }: { dispute: Dispute; onSent(dispute: Dispute): void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const submit = useSubmitEvidence(dispute.id);
  const form = useForm<
    z.input<typeof disputeEvidenceFields>,
    unknown,
    z.output<typeof disputeEvidenceFields>
  >({
    resolver: zodResolver(disputeEvidenceFields),
    defaultValues: { text: '' },
  });
  const { failure, show, clear } = useFormFailure(form);
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const textError = form.formState.errors.text?.message;
  const busy = submit.isPending;

  const addFiles = async (added: File[]) => {
    const { accepted, problems } = await checkNewFiles(files, added);
    setFiles((current) => [...current, ...accepted]);
    setFileProblems(problems.map((problem) => message(problem.key, { name: problem.name })));
  };

  const onSubmit = form.handleSubmit((fields) => {
    clear();
    submit.mutate(
      { text: fields.text, files },
      {
        onSuccess: onSent,
        onError: (error) => {
          const fileName =
            error instanceof ApiError && typeof error.details?.fileName === 'string'
              ? error.details.fileName
              : null;
          const refused = formFailureOf(error);
          if (fileName && refused.message) setFileProblems([`${fileName}: ${message(refused.message)}`]);
          else show(refused);
        },
      },
    );
  }, clear);

  return (
    <Card>
      <CardHeader title={t('disputes.form.title')} />
      <form noValidate onSubmit={onSubmit} className="space-y-5 p-5">
        <FormFailure message={failure && message(failure)} />
        <Field
          label={t('disputes.form.text')}
          hint={t('disputes.form.textHint')}
          error={textError && message(textError)}
        >
          {(control) => (
            <Textarea
              {...control}
              {...form.register('text')}
              rows={6}
              disabled={busy}
              invalid={Boolean(textError)}
            />
          )}
        </Field>
        <DocumentPicker
          files={files}
          hint={t('disputes.form.documentsHint')}
          onAdd={addFiles}
          onRemove={(file) => setFiles((current) => current.filter((f) => f !== file))}
          errors={fileProblems}
          disabled={busy}
        />
        <Button type="submit" loading={busy}>
          {busy ? t('disputes.form.submitting') : t('disputes.form.submit')}
        </Button>
      </form>
    </Card>
  );
}
