import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { kycKey, useSubmitKyc } from '@kopru/api-client/kyc';
import { type KycSubmissionFields, kycSubmissionFields } from '@kopru/domain/schemas/kyc';
import { type FieldErrors, fieldErrorsOf } from '@kopru/domain/validation';
import { formatNumber } from '@kopru/i18n/format';
import { useMessage } from '@kopru/i18n/react';
import { Button } from '@kopru/ui/button';
import { Field, TextField } from '@kopru/ui/field';
import { FormFailure } from '@kopru/ui/form-actions';
import { Textarea } from '@kopru/ui/input';
import { ProgressBar } from '@kopru/ui/progress-bar';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkNewFiles, type FileProblem } from './document-checks.ts';
import { DocumentPicker } from './document-picker.tsx';

type Problem = { key: string; vars?: Record<string, string> };

const fileErrorCodes = new Set(['unsupported_file_type', 'file_too_large', 'too_many_files']);

/** The KYC form: four required details and up to five documents, sent with upload progress. */
export function KycForm({ initial }: { initial: KycSubmissionFields }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const client = useQueryClient();
  const submit = useSubmitKyc();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [fileProblems, setFileProblems] = useState<Problem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const busy = submit.isPending;

  // After a refused attempt, take the keyboard to the first field that needs attention.
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const addFiles = async (added: File[]) => {
    const { accepted, problems } = await checkNewFiles(files, added);
    setFiles((current) => [...current, ...accepted]);
    setFileProblems(
      problems.map((problem: FileProblem) => ({ key: problem.key, vars: { name: problem.name } })),
    );
    if (accepted.length > 0) setErrors(({ documents: _documents, ...rest }) => rest);
  };

  const onError = (error: unknown) => {
    if (!(error instanceof ApiError)) return setFailure(message('errors.internal_error'));
    if (error.code === 'validation_failed' && Object.keys(error.fieldErrors).length > 0) {
      setErrors(error.fieldErrors);
      setAttempt((n) => n + 1);
    } else if (fileErrorCodes.has(error.code)) {
      const fileName = typeof error.details?.fileName === 'string' ? error.details.fileName : null;
      const text = message(errorMessageKey(error));
      setFileProblems([
        fileName
          ? { key: 'kyc.form.failedFile', vars: { name: fileName, message: text } }
          : { key: errorMessageKey(error) },
      ]);
    } else {
      if (error.code === 'kyc_already_submitted' || error.code === 'already_verified') {
        client.invalidateQueries({ queryKey: kycKey });
      }
      setFailure(message(errorMessageKey(error)));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = kycSubmissionFields.safeParse(values);
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (files.length === 0) found.documents = 'validation.documentsRequired';
    setErrors(found);
    if (!parsed.success || files.length === 0) {
      setAttempt((n) => n + 1);
      return;
    }
    setFileProblems([]);
    setProgress(0);
    submit.mutate({ fields: parsed.data, files, onProgress: setProgress }, { onError });
  };

  const errorOf = (key: keyof KycSubmissionFields) => (errors[key] ? message(errors[key]) : undefined);
  const field = (key: keyof KycSubmissionFields) => ({
    name: key,
    value: values[key],
    disabled: busy,
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [key]: event.target.value })),
  });
  const documentErrors = [
    ...(errors.documents ? [message(errors.documents)] : []),
    ...fileProblems.map((problem) => message(problem.key, problem.vars)),
  ];
  const percent = Math.round(progress * 100);

  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="space-y-5">
      <FormFailure message={failure} />
      <Field label={t('kyc.form.businessAddress')} error={errorOf('businessAddress')}>
        {(control) => (
          <Textarea
            {...control}
            {...field('businessAddress')}
            invalid={Boolean(errors.businessAddress)}
            autoComplete="street-address"
            rows={3}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('kyc.form.bankName')}
          autoComplete="off"
          error={errorOf('bankName')}
          {...field('bankName')}
        />
        <TextField
          label={t('kyc.form.accountNumber')}
          autoComplete="off"
          inputMode="numeric"
          error={errorOf('accountNumber')}
          {...field('accountNumber')}
        />
      </div>
      <TextField
        label={t('kyc.form.iban')}
        hint={t('kyc.form.ibanHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errorOf('iban')}
        {...field('iban')}
      />
      <DocumentPicker
        files={files}
        onAdd={(added) => void addFiles(added)}
        onRemove={(file) => setFiles((current) => current.filter((f) => f !== file))}
        errors={documentErrors}
        disabled={busy}
      />
      {busy && (
        <ProgressBar
          value={progress}
          label={t('kyc.form.progress')}
          valueText={t('kyc.form.progressValue', { percent: formatNumber(percent, i18n.language) })}
        />
      )}
      <Button type="submit" loading={busy} className="w-full sm:w-auto">
        {busy ? t('kyc.form.submitting') : t('kyc.form.submit')}
      </Button>
    </form>
  );
}
