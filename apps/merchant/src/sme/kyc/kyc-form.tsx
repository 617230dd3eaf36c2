import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { formFailureOf } from '@kopru/api-client/form-failure';
import { kycKey, useSubmitKyc } from '@kopru/api-client/kyc';
import {
  currencyIbanFields,
  type KycSubmissionFields,
  kycSubmissionFieldsFor,
} from '@kopru/domain/schemas/kyc';
import { formatNumber } from '@kopru/i18n/format';
import { useMessage } from '@kopru/i18n/react';
import { Button } from '@kopru/ui/button';
import { Field, TextField } from '@kopru/ui/field';
import { FormFailure } from '@kopru/ui/form-actions';
import { Textarea } from '@kopru/ui/input';
import { ProgressBar } from '@kopru/ui/progress-bar';
import { useFormFailure } from '@kopru/ui/use-form-failure';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkNewFiles, type FileProblem } from './document-checks.ts';
import { DocumentPicker } from './document-picker.tsx';
import { KindFields } from './kind-fields.tsx';

type Problem = { key: string; vars?: Record<string, string> };

const fileErrorCodes = new Set(['unsupported_file_type', 'file_too_large', 'too_many_files']);

/**
 * The KYC form: the details iyzico needs for what the merchant is (its tax number decides,
 * kind-fields.tsx), the address and bank account, the optional IBANs of foreign-currency accounts (shown on
 * request) and up to five documents, sent with upload progress.
 */
export function KycForm({ initial, taxId }: { initial: KycSubmissionFields; taxId: string }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const client = useQueryClient();
  const submit = useSubmitKyc();
  const form = useForm<KycSubmissionFields>({
    resolver: zodResolver(useMemo(() => kycSubmissionFieldsFor(taxId), [taxId])),
    defaultValues: initial,
  });
  const { failure, show, clear } = useFormFailure(form);
  const [files, setFiles] = useState<File[]>([]);
  // The documents are no field of the form: their own error, checked beside the schema.
  const [documentsError, setDocumentsError] = useState<string | null>(null);
  const [fileProblems, setFileProblems] = useState<Problem[]>([]);
  const [progress, setProgress] = useState(0);
  const [showCurrencyIbans, setShowCurrencyIbans] = useState(() =>
    Object.values(currencyIbanFields).some((name) => Boolean(initial[name])),
  );
  const busy = submit.isPending;
  const errors = form.formState.errors;

  const addFiles = async (added: File[]) => {
    const { accepted, problems } = await checkNewFiles(files, added);
    setFiles((current) => [...current, ...accepted]);
    setFileProblems(
      problems.map((problem: FileProblem) => ({ key: problem.key, vars: { name: problem.name } })),
    );
    if (accepted.length > 0) setDocumentsError(null);
  };

  const onError = (error: unknown) => {
    if (error instanceof ApiError && fileErrorCodes.has(error.code)) {
      const fileName = typeof error.details?.fileName === 'string' ? error.details.fileName : null;
      const text = message(errorMessageKey(error));
      setFileProblems([
        fileName
          ? { key: 'kyc.form.failedFile', vars: { name: fileName, message: text } }
          : { key: errorMessageKey(error) },
      ]);
      return;
    }
    if (
      error instanceof ApiError &&
      (error.code === 'kyc_already_submitted' || error.code === 'already_verified')
    ) {
      client.invalidateQueries({ queryKey: kycKey });
    }
    const { fields, message: above } = formFailureOf(error);
    const { documents, ...rest } = fields;
    setDocumentsError(documents ?? null);
    show({ fields: rest, message: above });
  };

  const missingDocuments = () => {
    const missing = files.length === 0;
    setDocumentsError(missing ? 'validation.documentsRequired' : null);
    return missing;
  };

  const onSubmit = form.handleSubmit(
    (fields) => {
      clear();
      if (missingDocuments()) return;
      setFileProblems([]);
      setProgress(0);
      submit.mutate({ fields, files, onProgress: setProgress }, { onError });
    },
    () => {
      clear();
      missingDocuments();
    },
  );

  const errorOf = (key: keyof KycSubmissionFields) => {
    const found = errors[key]?.message;
    return found ? message(found) : undefined;
  };
  const field = (key: keyof KycSubmissionFields) => ({ ...form.register(key), disabled: busy });
  const documentErrors = [
    ...(documentsError ? [message(documentsError)] : []),
    ...fileProblems.map((problem) => message(problem.key, problem.vars)),
  ];
  const percent = Math.round(progress * 100);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormFailure message={failure && message(failure)} />
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
      <KindFields taxId={taxId} form={form} busy={busy} errorOf={errorOf} />
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
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">{t('kyc.form.currencyIbans')}</legend>
        <p className="text-xs text-slate-600">{t('kyc.form.currencyIbansHint')}</p>
        {showCurrencyIbans ? (
          (Object.entries(currencyIbanFields) as [string, keyof KycSubmissionFields][]).map(
            ([currency, name]) => (
              <TextField
                key={name}
                label={t('kyc.form.currencyIban', { currency })}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                error={errorOf(name)}
                {...field(name)}
              />
            ),
          )
        ) : (
          <Button variant="outline" size="sm" onClick={() => setShowCurrencyIbans(true)} disabled={busy}>
            {t('kyc.form.addCurrencyIbans')}
          </Button>
        )}
      </fieldset>
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
