import { errorMessageKey } from '@kopru/api-client/client';
import { useAdminEndUserSessions, useAdminUserSessions } from '@kopru/api-client/sessions';
import { formatNumber } from '@kopru/i18n/format';
import { useMessage } from '@kopru/i18n/react';
import { ConfirmDialog } from '@kopru/ui/confirm-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks before ending every session of an account: shows how many are active, ends them (the user
 * is signed out at the next request; audited), then reports how many ended.
 */
export function EndSessionsDialog({
  user,
  onClose,
  onDone,
}: {
  user: { id: string; email: string };
  onClose(): void;
  onDone(message: string): void;
}) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const count = useAdminUserSessions(user.id);
  const end = useAdminEndUserSessions();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    setFailure(null);
    end.mutate(user.id, {
      onSuccess: ({ ended }) => {
        onDone(
          t('adminUsers.endSessions.done', { email: user.email, number: formatNumber(ended, i18n.language) }),
        );
        onClose();
      },
      onError: (failed) => setFailure(message(errorMessageKey(failed))),
    });
  };
  return (
    <ConfirmDialog
      title={t('adminUsers.endSessions.title', { email: user.email })}
      description={
        count.data
          ? t('adminUsers.endSessions.description', {
              number: formatNumber(count.data.activeSessions, i18n.language),
            })
          : count.isError
            ? t('adminUsers.endSessions.countFailed')
            : t('common.loading')
      }
      cancelLabel={t('common.cancel')}
      confirmLabel={t('adminUsers.endSessions.confirm')}
      closeLabel={t('common.close')}
      pending={end.isPending}
      failure={failure}
      failureTitle={t('common.errorTitle')}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
