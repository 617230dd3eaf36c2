import { useCreateApiKey } from '@kopru/api-client/api-keys';
import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { createApiKeyRequest } from '@kopru/domain/schemas/api-keys';
import { type FieldErrors, fieldErrorsOf } from '@kopru/domain/validation';
import { useMessage } from '@kopru/i18n/react';
import { Dialog } from '@kopru/ui/dialog';
import { TextField } from '@kopru/ui/field';
import { FormActions, FormFailure } from '@kopru/ui/form-actions';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecretReveal } from './secret-reveal.tsx';

/** Asks for a description, then shows the new secret once. */
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
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const secret = create.data?.secret;

  const close = (next: boolean) => {
    if (!next) {
      setDescription('');
      setErrors({});
      setFailure(null);
      // Drops the answer, and the secret in it, from memory.
      create.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createApiKeyRequest.safeParse({ description });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    create.mutate(parsed.data, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'validation_failed') setErrors(error.fieldErrors);
        else setFailure(message(errorMessageKey(error)));
      },
    });
  };

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
          <FormFailure message={failure} />
          <TextField
            label={t('developers.create.label')}
            name="description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            hint={t('developers.create.hint')}
            error={errors.description ? message(errors.description) : undefined}
            maxLength={100}
            disabled={create.isPending}
            required
            autoComplete="off"
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
