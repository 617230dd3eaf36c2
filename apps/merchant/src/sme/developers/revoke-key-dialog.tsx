import { useRevokeApiKey } from '@kopru/api-client/api-keys';
import { errorMessageKey } from '@kopru/api-client/client';
import type { ApiKey } from '@kopru/domain/schemas/api-keys';
import { useMessage } from '@kopru/i18n/react';
import { ConfirmDialog } from '@kopru/ui/confirm-dialog';
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
    <ConfirmDialog
      open={apiKey !== null}
      title={t('developers.revoke.title', { name: apiKey?.description })}
      description={t('developers.revoke.description')}
      cancelLabel={t('common.cancel')}
      confirmLabel={revoke.isPending ? t('developers.revoke.submitting') : t('developers.revoke.submit')}
      closeLabel={t('common.close')}
      pending={revoke.isPending}
      failure={failure}
      failureTitle={t('common.errorTitle')}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
