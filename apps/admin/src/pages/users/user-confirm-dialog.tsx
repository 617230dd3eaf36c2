import { errorMessageKey } from '@kopru/api-client/client';
import type { AdminUser } from '@kopru/domain/schemas/admin-users';
import { useMessage } from '@kopru/i18n/react';
import { ConfirmDialog } from '@kopru/ui/confirm-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface UserDialogProps {
  user: AdminUser;
  onClose(): void;
  onDone(message: string): void;
}

/** What a dialog's mutation is asked to call back (TanStack Query's `mutate` options fit). */
interface RunCallbacks {
  onSuccess(): void;
  onError(error: unknown): void;
}

/**
 * Asks before one action on an account, runs it, then reports it done with the account's e-mail.
 * The texts are under `adminUsers.<action>`: title, description, confirm, done.
 */
export function UserConfirmDialog({
  user,
  onClose,
  onDone,
  action,
  danger = false,
  values,
  pending,
  run,
}: UserDialogProps & {
  action: 'signInPause' | 'deactivate' | 'reactivate' | 'reactivateAccount' | 'deleteAccount';
  /** Values the description names besides the e-mail (e.g. a number of days). */
  values?: Record<string, string | number>;
  /** The action takes something away (e.g. deactivating): a red confirm button. */
  danger?: boolean;
  pending: boolean;
  run(callbacks: RunCallbacks): void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    setFailure(null);
    run({
      onSuccess: () => {
        onDone(t(`adminUsers.${action}.done`, { email: user.email }));
        onClose();
      },
      onError: (failed) => setFailure(message(errorMessageKey(failed))),
    });
  };
  return (
    <ConfirmDialog
      title={t(`adminUsers.${action}.title`, { email: user.email })}
      description={t(`adminUsers.${action}.description`, values)}
      cancelLabel={t('common.cancel')}
      confirmLabel={t(`adminUsers.${action}.confirm`)}
      confirmVariant={danger ? 'danger' : 'primary'}
      closeLabel={t('common.close')}
      pending={pending}
      failure={failure}
      failureTitle={t('common.errorTitle')}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
