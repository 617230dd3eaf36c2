import { zodResolver } from '@hookform/resolvers/zod';
import { useCreateApiKey } from '@kopru/api-client/api-keys';
import { useSession } from '@kopru/api-client/auth';
import { formFailureOf } from '@kopru/api-client/form-failure';
import { defaultKeyPermissionsOf, type KeyPermissions } from '@kopru/domain/key-permissions';
import { API_KEY_DESCRIPTION_MAX, createApiKeyRequest } from '@kopru/domain/schemas/api-keys';
import { useMessage } from '@kopru/i18n/react';
import { Dialog } from '@kopru/ui/dialog';
import { TextField } from '@kopru/ui/field';
import { FormActions, FormFailure } from '@kopru/ui/form-actions';
import { useFormFailure } from '@kopru/ui/use-form-failure';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { KeyPermissionsFields } from './key-permissions-fields.tsx';
import { SecretReveal } from './secret-reveal.tsx';

/** Asks for a description and the key's permissions (within the member's role), then shows the new secret once. */
export function CreateKeyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const create = useCreateApiKey();
  // The page is open to roles that manage keys only, so the session has a role here.
  const role = useSession().data?.memberRole ?? 'viewer';
  const blank = () => ({ description: '', permissions: defaultKeyPermissionsOf(role) });
  const form = useForm<z.input<typeof createApiKeyRequest>, unknown, z.output<typeof createApiKeyRequest>>({
    resolver: zodResolver(createApiKeyRequest),
    defaultValues: blank(),
  });
  const { failure, show, clear } = useFormFailure(form);
  const invalid = form.formState.errors.description?.message;
  // The schema's one cross-field rule reports on payerDetails (customer details need payments).
  const permissionsInvalid =
    form.formState.errors.permissions?.payerDetails?.message ?? form.formState.errors.permissions?.message;
  const permissions = (form.watch('permissions') ?? blank().permissions) as KeyPermissions;
  const secret = create.data?.secret;

  const close = (next: boolean) => {
    if (!next) {
      form.reset(blank());
      clear();
      // Drops the answer, and the secret in it, from memory.
      create.reset();
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit((request) => {
    clear();
    create.mutate(request, { onError: (error) => show(formFailureOf(error)) });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={secret ? t('developers.secret.title') : t('developers.create.title')}
      description={secret ? undefined : t('developers.create.description')}
      closeLabel={t('common.close')}
      closeOnOutsideClick={!secret}
    >
      {secret ? (
        <SecretReveal secret={secret} onDone={() => close(false)} />
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <FormFailure message={failure && message(failure)} />
          <TextField
            label={t('developers.create.label')}
            {...form.register('description')}
            hint={t('developers.create.hint')}
            error={invalid && message(invalid)}
            maxLength={API_KEY_DESCRIPTION_MAX}
            disabled={create.isPending}
            required
            autoComplete="off"
          />
          <KeyPermissionsFields
            role={role}
            value={permissions}
            onChange={(next) =>
              form.setValue('permissions', next, { shouldValidate: form.formState.isSubmitted })
            }
            disabled={create.isPending}
            error={typeof permissionsInvalid === 'string' ? message(permissionsInvalid) : undefined}
          />
          <FormActions
            onCancel={() => close(false)}
            pending={create.isPending}
            submitLabel={t('developers.create.submit')}
            pendingLabel={t('developers.create.submitting')}
          />
        </form>
      )}
    </Dialog>
  );
}
