import { useCreateWebhookEndpoint } from '@kopru/api-client/webhooks';
import { createWebhookEndpointRequest } from '@kopru/domain/schemas/webhooks';
import { Dialog } from '@kopru/ui/dialog';
import { FormActions, FormFailure } from '@kopru/ui/form-actions';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecretReveal } from '../secret-reveal.tsx';
import { emptyWebhookForm, useFormErrors, WebhookFields } from './webhook-form.tsx';
import { useWebhookSecretTexts } from './webhook-texts.ts';

/** Asks for the URL, a description and the events, then shows the signing secret once. */
export function CreateWebhookDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const secretTexts = useWebhookSecretTexts();
  const create = useCreateWebhookEndpoint();
  const [values, setValues] = useState(emptyWebhookForm);
  const { errors, failure, clear, invalid, failed, edited } = useFormErrors();
  const secret = create.data?.secret;

  const close = (next: boolean) => {
    if (!next) {
      setValues(emptyWebhookForm);
      clear();
      // Drops the answer, and the secret in it, from memory.
      create.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createWebhookEndpointRequest.safeParse(values);
    if (!parsed.success) {
      invalid(parsed.error);
      return;
    }
    clear();
    create.mutate(parsed.data, { onError: failed });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={secret ? t('webhooks.secret.title') : t('webhooks.create.title')}
      description={secret ? undefined : t('webhooks.create.description')}
      closeLabel={t('common.close')}
      closeOnOutsideClick={!secret}
    >
      {secret ? (
        <SecretReveal secret={secret} onDone={() => close(false)} texts={secretTexts} />
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <FormFailure message={failure} />
          <WebhookFields
            values={values}
            onChange={(next, field) => {
              setValues(next);
              edited(field);
            }}
            errors={errors}
            disabled={create.isPending}
          />
          <FormActions
            onCancel={() => close(false)}
            pending={create.isPending}
            submitLabel={t('webhooks.create.submit')}
            pendingLabel={t('webhooks.create.submitting')}
          />
        </form>
      )}
    </Dialog>
  );
}
