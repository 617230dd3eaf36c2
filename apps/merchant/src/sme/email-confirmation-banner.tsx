import { usePublicConfig, useResendEmailConfirmation, useSession } from '@kopru/api-client/auth';
import { errorMessageKey } from '@kopru/api-client/client';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { useTranslation } from 'react-i18next';

/**
 * Across the console until the account's e-mail address is confirmed: what waits for it, and a
 * button for a new link (the API limits how often).
 */
export function EmailConfirmationBanner() {
  const { t } = useTranslation();
  const message = useMessage();
  const session = useSession();
  const resend = useResendEmailConfirmation();
  const user = session.data?.user;
  if (!user || user.emailConfirmed) return null;
  return (
    <div className="mb-6">
      <Alert
        tone="warning"
        title={t('sme.overview.emailBannerTitle')}
        action={
          !resend.isSuccess && (
            <Button size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
              {resend.isPending
                ? t('sme.overview.emailBannerResending')
                : t('sme.overview.emailBannerResend')}
            </Button>
          )
        }
      >
        <WhatWaits email={user.email} />
        {resend.isSuccess && (
          <p role="status">{t('sme.overview.emailBannerResent', { email: user.email })}</p>
        )}
        {resend.isError && (
          <p className="font-medium text-red-700">{message(errorMessageKey(resend.error))}</p>
        )}
      </Alert>
    </div>
  );
}

/**
 * What waits for the address, by payout mode: in marketplace mode iyzico pays the merchant, so it
 * is the account and currency iyzico pays to that cannot change, not payouts (docs/acquirers.md).
 */
function WhatWaits({ email }: { email: string }) {
  const { t } = useTranslation();
  const paidByAcquirer = usePublicConfig().data?.payoutsByAcquirer ?? false;
  return (
    <p>
      {t(paidByAcquirer ? 'sme.overview.emailBannerTextIyzico' : 'sme.overview.emailBannerText', { email })}
    </p>
  );
}
