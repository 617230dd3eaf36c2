import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { useUpdateExportRecord } from '@kopru/api-client/export-records';
import { type ExportRecord, updateExportRecordRequest } from '@kopru/domain/schemas/export-records';
import { useMessage } from '@kopru/i18n/react';
import { TextField } from '@kopru/ui/field';
import { FormActions } from '@kopru/ui/form-actions';
import { FormDialog } from '@kopru/ui/form-dialog';
import { useState } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** The form as typed: three texts; the request schema upper-cases them and turns '' into null. */
type NumbersForm = { invoiceNumber: string; trackingNumber: string; etgbNumber: string };

/** The invoice, tracking and ETGB numbers of one sale; an emptied field removes the number. */
export function ExportNumbersDialog({
  record,
  onClose,
  onSaved,
}: {
  record: ExportRecord;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const update = useUpdateExportRecord();
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = zodResolver(updateExportRecordRequest) as unknown as Resolver<
    NumbersForm,
    unknown,
    unknown
  >;
  const form = useForm<NumbersForm, unknown, unknown>({
    resolver,
    defaultValues: {
      invoiceNumber: record.invoiceNumber ?? '',
      trackingNumber: record.trackingNumber ?? '',
      etgbNumber: record.etgbNumber ?? '',
    },
  });
  const error = (name: keyof NumbersForm) => {
    const key = form.formState.errors[name]?.message;
    return key ? message(key) : undefined;
  };
  const submit = form.handleSubmit((request) => {
    setFailure(null);
    update.mutate(
      { ...(request as z.output<typeof updateExportRecordRequest>), paymentId: record.paymentId },
      {
        onSuccess: onSaved,
        onError: (failed) => {
          if (failed instanceof ApiError && failed.code === 'validation_failed') {
            for (const [path, key] of Object.entries(failed.fieldErrors))
              form.setError(path as FieldPath<NumbersForm>, { type: 'server', message: key });
            return;
          }
          setFailure(message(errorMessageKey(failed)));
        },
      },
    );
  });
  const field = (name: keyof NumbersForm, hint?: string) => (
    <TextField
      label={t(`exportRecords.dialog.${name}`)}
      {...form.register(name)}
      hint={hint}
      error={error(name)}
      maxLength={40}
      autoCapitalize="characters"
      disabled={update.isPending}
    />
  );
  return (
    <FormDialog
      title={t('exportRecords.dialog.title', { transaction: record.transactionId })}
      description={t('exportRecords.dialog.description')}
      onClose={onClose}
      onSubmit={submit}
      failure={failure}
    >
      {field('invoiceNumber', t('exportRecords.dialog.invoiceNumberHint'))}
      {field('etgbNumber', t('exportRecords.dialog.etgbNumberHint'))}
      {field('trackingNumber')}
      <FormActions
        onCancel={onClose}
        pending={update.isPending}
        submitLabel={t('exportRecords.dialog.save')}
        pendingLabel={t('exportRecords.dialog.saving')}
      />
    </FormDialog>
  );
}
