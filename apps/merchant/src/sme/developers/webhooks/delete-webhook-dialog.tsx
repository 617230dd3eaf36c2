import { errorMessageKey } from '@kopru/api-client/client';
import { useDeleteWebhookEndpoint } from '@kopru/api-client/webhooks';
import type { WebhookEndpoint } from '@kopru/domain/schemas/webhooks';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Dialog } from '@kopru/ui/dialog';
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
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('webhooks.delete.title')}
      description={
        <span className="break-all">{t('webhooks.delete.description', { url: endpoint.url })}</span>
      }
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            {remove.isPending ? t('webhooks.delete.submitting') : t('webhooks.delete.submit')}
          </Button>
        </>
      }
    >
      {failure && (
        <Alert tone="error" title={t('common.errorTitle')}>
          {failure}
        </Alert>
      )}
    </Dialog>
  );
}
