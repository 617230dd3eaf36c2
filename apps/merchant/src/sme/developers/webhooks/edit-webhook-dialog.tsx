import { useUpdateWebhookEndpoint } from '@kopru/api-client/webhooks';
import type { WebhookEndpoint } from '@kopru/domain/schemas/webhooks';
import { Dialog } from '@kopru/ui/dialog';
import { useTranslation } from 'react-i18next';
import { WebhookForm, type WebhookRequest } from './webhook-form.tsx';

/**
 * Only what was changed: changing where an endpoint sends or what asks the API whether the member
 * may read all it then receives, and makes the member its maker; a new description does not.
 */
function changesOf(endpoint: WebhookEndpoint, request: WebhookRequest) {
  const sameEvents =
    request.events.length === endpoint.events.length &&
    request.events.every((e) => endpoint.events.includes(e));
  return {
    description: request.description,
    ...(request.url !== endpoint.url ? { url: request.url } : {}),
    ...(sameEvents ? {} : { events: request.events }),
    ...(request.payerDetails !== endpoint.payerDetails ? { payerDetails: request.payerDetails } : {}),
  };
}

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
        defaultValues={{
          url: endpoint.url,
          description: endpoint.description,
          events: [...endpoint.events],
          payerDetails: endpoint.payerDetails,
        }}
        pending={update.isPending}
        onSave={(request, refused) =>
          update.mutate(
            { id: endpoint.id, ...changesOf(endpoint, request) },
            { onSuccess: onSaved, onError: refused },
          )
        }
        onCancel={onClose}
        submitLabel={t('webhooks.edit.submit')}
        pendingLabel={t('webhooks.edit.submitting')}
      />
    </Dialog>
  );
}
