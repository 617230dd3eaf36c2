import { zodResolver } from '@hookform/resolvers/zod';
import { useUpdateMerchant } from '@kopru/api-client/admin-merchants';
import { formFailureOf } from '@kopru/api-client/form-failure';
import type { AdminMerchant } from '@kopru/domain/schemas/admin-merchants';
import { type UpdateProfileRequest, updateProfileRequest } from '@kopru/domain/schemas/merchant';
import { useMessage } from '@kopru/i18n/react';
import { TextField } from '@kopru/ui/field';
import { FormActions } from '@kopru/ui/form-actions';
import { FormDialog } from '@kopru/ui/form-dialog';
import { useFormFailure } from '@kopru/ui/use-form-failure';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

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
  const form = useForm<z.input<typeof updateProfileRequest>, unknown, UpdateProfileRequest>({
    resolver: zodResolver(updateProfileRequest),
    defaultValues: {
      companyName: merchant.companyName,
      taxId: merchant.taxId,
      authPersonName: merchant.authPersonName,
    },
  });
  const failure = useFormFailure(form);

  const submit = form.handleSubmit((values) => {
    failure.clear();
    update.mutate(values, {
      onSuccess: (saved) => {
        onSaved?.(saved);
        onClose();
      },
      onError: (error) => failure.show(formFailureOf(error)),
    });
  });

  const field = (name: keyof UpdateProfileRequest) => {
    const error = form.formState.errors[name]?.message;
    return { ...form.register(name), error: error && message(error), disabled: update.isPending };
  };

  return (
    <FormDialog
      title={t('adminSmes.editDialog.title')}
      description={t('adminSmes.editDialog.description')}
      onClose={onClose}
      onSubmit={submit}
      failure={failure.failure && message(failure.failure)}
    >
      <TextField label={t('adminSmes.editDialog.companyName')} {...field('companyName')} />
      <TextField label={t('adminSmes.editDialog.taxId')} inputMode="numeric" {...field('taxId')} />
      <TextField label={t('adminSmes.editDialog.authPersonName')} {...field('authPersonName')} />
      <FormActions
        onCancel={onClose}
        pending={update.isPending}
        submitLabel={t('adminSmes.editDialog.save')}
        pendingLabel={t('adminSmes.editDialog.saving')}
      />
    </FormDialog>
  );
}
