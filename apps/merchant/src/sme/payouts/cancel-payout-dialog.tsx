import { ApiError, errorMessageKey } from '@kopru/api-client/client';
import { useCancelPayout } from '@kopru/api-client/payouts';
import type { Payout } from '@kopru/domain/schemas/payouts';
import { formatMoney } from '@kopru/i18n/format';
import { useMessage } from '@kopru/i18n/react';
import { ConfirmDialog } from '@kopru/ui/confirm-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks before cancelling a pending payout; the money goes back to the available balance. */
export function CancelPayoutDialog({
  payout,
  onClose,
  onCancelled,
}: {
  payout: Payout;
  onClose(): void;
  onCancelled(payout: Payout): void;
}) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const cancel = useCancelPayout();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    setFailure(null);
    cancel.mutate(payout.id, {
      onSuccess: onCancelled,
      onError: (error) => {
        const status =
          error instanceof ApiError && error.code === 'payout_status_conflict'
            ? error.details?.status
            : undefined;
        setFailure(
          typeof status === 'string'
            ? `${message(errorMessageKey(error))} (${message(`payouts.status.${status}`)})`
            : message(errorMessageKey(error)),
        );
      },
    });
  };
  return (
    <ConfirmDialog
      title={t('payouts.cancelDialog.title', { reference: payout.reference })}
      description={t('payouts.cancelDialog.text', {
        amount: formatMoney(payout.amount, payout.currency, i18n.language),
      })}
      cancelLabel={t('payouts.cancelDialog.keep')}
      confirmLabel={t('payouts.cancelDialog.confirm')}
      closeLabel={t('common.close')}
      pending={cancel.isPending}
      failure={failure}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
