import { useUpdateWebhookEndpoint } from '@kopru/api-client/webhooks';
import type { WebhookEndpoint } from '@kopru/domain/schemas/webhooks';
import { Dialog } from '@kopru/ui/dialog';
import { useTranslation } from 'react-i18next';
import { WebhookForm } from './webhook-form.tsx';

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
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('webhooks.edit.title')}
      description={endpoint.url}
      closeLabel={t('common.close')}
    >
      <WebhookForm
        defaultValues={{ url: endpoint.url, description: endpoint.description, events: [...endpoint.events] }}
        pending={update.isPending}
        onSave={(request, refused) =>
          update.mutate({ id: endpoint.id, ...request }, { onSuccess: onSaved, onError: refused })
        }
        onCancel={onClose}
        submitLabel={t('webhooks.edit.submit')}
        pendingLabel={t('webhooks.edit.submitting')}
      />
    </Dialog>
  );
}
