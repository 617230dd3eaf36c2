import { useUpdateWebhookEndpoint } from '@kopru/api-client/webhooks';
import { updateWebhookEndpointRequest, type WebhookEndpoint } from '@kopru/domain/schemas/webhooks';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Dialog } from '@kopru/ui/dialog';
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
        {failure && (
          <Alert tone="error" title={t('common.errorTitle')}>
            {failure}
          </Alert>
        )}
        <WebhookFields
          values={values}
          onChange={(next, field) => {
            setValues(next);
            edited(field);
          }}
          errors={errors}
          disabled={update.isPending}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {update.isPending ? t('webhooks.edit.submitting') : t('webhooks.edit.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
