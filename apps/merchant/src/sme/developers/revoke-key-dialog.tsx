import { useRevokeApiKey } from '@kopru/api-client/api-keys';
import { errorMessageKey } from '@kopru/api-client/client';
import type { ApiKey } from '@kopru/domain/schemas/api-keys';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Dialog } from '@kopru/ui/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose(): void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const revoke = useRevokeApiKey();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    revoke.reset();
    onClose();
  };

  const confirm = () => {
    if (!apiKey) return;
    setFailure(null);
    revoke.mutate(apiKey.id, {
      onSuccess: close,
      onError: (error) => setFailure(message(errorMessageKey(error))),
    });
  };

  return (
    <Dialog
      open={apiKey !== null}
      onOpenChange={(open) => !open && close()}
      title={t('developers.revoke.title', { name: apiKey?.description })}
      description={t('developers.revoke.description')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={revoke.isPending}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={revoke.isPending}>
            {revoke.isPending ? t('developers.revoke.submitting') : t('developers.revoke.submit')}
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
