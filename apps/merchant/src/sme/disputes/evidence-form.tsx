import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { useSubmitEvidence } from '@kopru/api-client/disputes';
import type { Dispute } from '@kopru/domain/schemas/disputes';
import { disputeEvidenceFields } from '@kopru/domain/schemas/disputes';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Card, CardHeader } from '@kopru/ui/card';
import { Field } from '@kopru/ui/field';
import { Textarea } from '@kopru/ui/input';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkNewFiles } from '../kyc/document-checks.ts';
import { DocumentPicker } from '../kyc/document-picker.tsx';

/** The merchant's answer to a dispute: what happened, and files checked with the KYC rules. */
export function EvidenceForm({ dispute, onSent }: { dispute: Dispute; onSent(dispute: Dispute): void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const submit = useSubmitEvidence(dispute.id);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [textError, setTextError] = useState<string | null>(null);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = submit.isPending;

  const addFiles = async (added: File[]) => {
    const { accepted, problems } = await checkNewFiles(files, added);
    setFiles((current) => [...current, ...accepted]);
    setFileProblems(problems.map((problem) => message(problem.key, { name: problem.name })));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = disputeEvidenceFields.safeParse({ text });
    if (!parsed.success)
      return setTextError(message(parsed.error.issues[0]?.message ?? 'validation.required'));
    setTextError(null);
    submit.mutate(
      { text: parsed.data.text, files },
      {
        onSuccess: onSent,
        onError: (error) => {
          const fileName =
            error instanceof ApiError && typeof error.details?.fileName === 'string'
              ? error.details.fileName
              : null;
          const text = message(errorMessageKey(error));
          if (fileName) setFileProblems([`${fileName}: ${text}`]);
          else setFailure(text);
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader title={t('disputes.form.title')} />
      <form noValidate onSubmit={onSubmit} className="space-y-5 p-5">
        {failure && (
          <Alert tone="error" title={t('common.errorTitle')}>
            {failure}
          </Alert>
        )}
        <Field label={t('disputes.form.text')} hint={t('disputes.form.textHint')} error={textError}>
          {(control) => (
            <Textarea
              {...control}
              name="text"
              rows={6}
              value={text}
              disabled={busy}
              invalid={Boolean(textError)}
              onChange={(event) => setText(event.target.value)}
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
