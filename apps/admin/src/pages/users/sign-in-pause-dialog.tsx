import { useClearSignInBackoff } from '@kopru/api-client/admin-users';
import { errorMessageKey } from '@kopru/api-client/client';
import type { AdminUser } from '@kopru/domain/schemas/admin-users';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Dialog } from '@kopru/ui/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Confirms lifting the sign-in back-off of an account after wrong passwords in a row. */
export function SignInPauseDialog({
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
  const lift = useClearSignInBackoff();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    setFailure(null);
    lift.mutate(user.id, {
      onSuccess: () => {
        onDone(t('adminUsers.signInPause.done', { email: user.email }));
        onClose();
      },
      onError: (failed) => setFailure(message(errorMessageKey(failed))),
    });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('adminUsers.signInPause.title', { email: user.email })}
      description={t('adminUsers.signInPause.description')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={lift.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={confirm} loading={lift.isPending}>
            {t('adminUsers.signInPause.confirm')}
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
