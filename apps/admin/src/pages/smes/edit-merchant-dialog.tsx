import { useUpdateMerchant } from '@kopru/api-client/admin-merchants';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import type { AdminMerchant } from '@kopru/domain/schemas/admin-merchants';
import { updateProfileRequest } from '@kopru/domain/schemas/merchant';
import { type FieldErrors, fieldErrorsOf } from '@kopru/domain/validation';
import { useMessage } from '@kopru/i18n/react';
import { Dialog } from '@kopru/ui/dialog';
import { TextField } from '@kopru/ui/field';
import { FormActions, FormFailure } from '@kopru/ui/form-actions';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusFirstInvalid } from '../../lib/use-focus-invalid.ts';

type Values = { companyName: string; taxId: string; authPersonName: string };

/** Edits company name, tax ID and authorised person; the server audits before and after. */
export function EditMerchantDialog({
  merchant,
  onClose,
  onSaved,
}: {
  merchant: AdminMerchant;
  onClose(): void;
  onSaved?(merchant: AdminMerchant): void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const update = useUpdateMerchant(merchant.id);
  const [values, setValues] = useState<Values>({
    companyName: merchant.companyName,
    taxId: merchant.taxId,
    authPersonName: merchant.authPersonName,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, Object.keys(errors).length > 0 ? errors : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateProfileRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        onSaved?.(saved);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'validation_failed') setErrors(error.fieldErrors);
        else setFailure(message(errorMessageKey(error)));
      },
    });
  };

  const field = (key: keyof Values) => ({
    name: key,
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
    error: errors[key] ? message(errors[key]) : undefined,
    disabled: update.isPending,
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('adminSmes.editDialog.title')}
      description={t('adminSmes.editDialog.description')}
      closeLabel={t('common.close')}
    >
      <form ref={form} noValidate onSubmit={submit} className="space-y-4">
        <FormFailure message={failure} />
        <TextField label={t('adminSmes.editDialog.companyName')} {...field('companyName')} />
        <TextField label={t('adminSmes.editDialog.taxId')} inputMode="numeric" {...field('taxId')} />
        <TextField label={t('adminSmes.editDialog.authPersonName')} {...field('authPersonName')} />
        <FormActions
          onCancel={onClose}
          pending={update.isPending}
          submitLabel={t('adminSmes.editDialog.save')}
          pendingLabel={t('adminSmes.editDialog.saving')}
        />
      </form>
    </Dialog>
  );
}
