import { useSetAdminActive } from '@kopru/api-client/admin-users';
import { errorMessageKey } from '@kopru/api-client/client';
import type { AdminUser } from '@kopru/domain/schemas/admin-users';
import { useMessage } from '@kopru/i18n/react';
import { Button } from '@kopru/ui/button';
import { Dialog } from '@kopru/ui/dialog';
import { FormFailure } from '@kopru/ui/form-actions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Confirms deactivating an active admin or reactivating a deactivated one. */
export function UserActiveDialog({
  user,
  onClose,
  onDone,
}: {
  user: AdminUser;
  onClose(): void;
  onDone(message: string): void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const change = useSetAdminActive();
  const [failure, setFailure] = useState<string | null>(null);
  const kind = user.status === 'active' ? 'deactivate' : 'reactivate';
  const confirm = () => {
    setFailure(null);
    change.mutate(
      { id: user.id, active: kind === 'reactivate' },
      {
        onSuccess: () => {
          onDone(t(`adminUsers.${kind}.done`, { email: user.email }));
          onClose();
        },
        onError: (failed) => setFailure(message(errorMessageKey(failed))),
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`adminUsers.${kind}.title`, { email: user.email })}
      description={t(`adminUsers.${kind}.description`)}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            variant={kind === 'deactivate' ? 'danger' : 'primary'}
            onClick={confirm}
            loading={change.isPending}
          >
            {t(`adminUsers.${kind}.confirm`)}
          </Button>
        </>
      }
    >
      <FormFailure message={failure} />
    </Dialog>
  );
}
