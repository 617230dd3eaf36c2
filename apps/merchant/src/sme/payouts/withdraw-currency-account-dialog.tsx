import { errorMessageKey } from '@kopru/api-client/client';
import { useWithdrawCurrencyIbanChange } from '@kopru/api-client/currency-iban-changes';
import type { CurrencyIbanChange } from '@kopru/domain/schemas/currency-iban-changes';
import { useMessage } from '@kopru/i18n/react';
import { ConfirmDialog } from '@kopru/ui/confirm-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks before an owner takes back a currency account change waiting for review. */
export function WithdrawCurrencyAccountDialog({
  change,
  paidByAcquirer = false,
  onClose,
  onWithdrawn,
}: {
  change: CurrencyIbanChange;
  /** Marketplace mode: iyzico pays the merchant, so the text is about the account, not payouts. */
  paidByAcquirer?: boolean;
  onClose(): void;
  onWithdrawn(change: CurrencyIbanChange): void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const withdraw = useWithdrawCurrencyIbanChange();
  const [failure, setFailure] = useState<string | null>(null);
  const names = { currency: change.currency };
  // mutateAsync: the refetch that follows takes the request out of the list; the notice is the card's.
  const confirm = () => {
    setFailure(null);
    withdraw
      .mutateAsync(change.id)
      .then(onWithdrawn, (error: Error) => setFailure(message(errorMessageKey(error))));
  };
  return (
    <ConfirmDialog
      title={t('payouts.currencyAccount.withdrawTitle', names)}
      description={t(
        paidByAcquirer
          ? 'payouts.currencyAccount.iyzico.withdrawText'
          : 'payouts.currencyAccount.withdrawText',
        names,
      )}
      cancelLabel={t('payouts.currencyAccount.withdrawKeep')}
      confirmLabel={
        withdraw.isPending
          ? t('payouts.currencyAccount.withdrawing')
          : t('payouts.currencyAccount.withdrawSubmit')
      }
      closeLabel={t('common.close')}
      pending={withdraw.isPending}
      failure={failure}
      failureTitle={t('common.errorTitle')}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
