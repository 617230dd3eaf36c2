import { useUpdateWebhookEndpoint } from '@kopru/api-client/webhooks';
import { updateWebhookEndpointRequest, type WebhookEndpoint } from '@kopru/domain/schemas/webhooks';
import { Dialog } from '@kopru/ui/dialog';
import { FormActions, FormFailure } from '@kopru/ui/form-actions';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrors, WebhookFields, type WebhookFormValues } from './webhook-form.tsx';

/** Changes the URL, description and events of an endpoint; shown while mounted. */
export function EditWebhookDialog({
  endpoint,
  onClose,
  onSaved,
}: {
  endpoint: WebhookEndpoint;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const update = useUpdateWebhookEndpoint();
  const [values, setValues] = useState<WebhookFormValues>({
    url: endpoint.url,
    description: endpoint.description,
    events: [...endpoint.events],
  });
  const { errors, failure, clear, invalid, failed, edited } = useFormErrors();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateWebhookEndpointRequest.safeParse(values);
    if (!parsed.success) {
      invalid(parsed.error);
      return;
    }
    clear();
    update.mutate({ id: endpoint.id, ...parsed.data }, { onSuccess: onSaved, onError: failed });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('webhooks.edit.title')}
      description={endpoint.url}
      closeLabel={t('common.close')}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormFailure message={failure} />
        <WebhookFields
          values={values}
          onChange={(next, field) => {
            setValues(next);
            edited(field);
          }}
          errors={errors}
          disabled={update.isPending}
        />
        <FormActions
          onCancel={onClose}
          pending={update.isPending}
          submitLabel={t('webhooks.edit.submit')}
          pendingLabel={t('webhooks.edit.submitting')}
        />
      </form>
    </Dialog>
  );
}
