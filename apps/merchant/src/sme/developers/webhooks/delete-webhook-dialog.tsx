import { errorMessageKey } from '@kopru/api-client/client';
import { useDeleteWebhookEndpoint } from '@kopru/api-client/webhooks';
import type { WebhookEndpoint } from '@kopru/domain/schemas/webhooks';
import { useMessage } from '@kopru/i18n/react';
import { ConfirmDialog } from '@kopru/ui/confirm-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks before deleting an endpoint; shown while mounted. */
export function DeleteWebhookDialog({
  endpoint,
  onClose,
  onDeleted,
}: {
  endpoint: WebhookEndpoint;
  onClose(): void;
  onDeleted(): void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const remove = useDeleteWebhookEndpoint();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = () => {
    setFailure(null);
    remove.mutate(endpoint.id, {
      onSuccess: onDeleted,
      onError: (error) => setFailure(message(errorMessageKey(error))),
    });
  };

  return (
    <ConfirmDialog
      title={t('webhooks.delete.title')}
      description={
        <span className="wrap-anywhere">{t('webhooks.delete.description', { url: endpoint.url })}</span>
      }
      cancelLabel={t('common.cancel')}
      confirmLabel={remove.isPending ? t('webhooks.delete.submitting') : t('webhooks.delete.submit')}
      closeLabel={t('common.close')}
      pending={remove.isPending}
      failure={failure}
      failureTitle={t('common.errorTitle')}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
