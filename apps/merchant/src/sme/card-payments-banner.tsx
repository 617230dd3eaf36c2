import { useAcquirerRegistration } from '@kopru/api-client/acquirer-registration';
import { useSession } from '@kopru/api-client/auth';
import {
  type AcquirerRegistration,
  reasonsFixedByIdentityChange,
} from '@kopru/domain/schemas/acquirer-registration';
import { Alert } from '@kopru/ui/alert';
import { buttonClasses } from '@kopru/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCan } from '../lib/permissions.ts';
import { smeRoutes } from '../paths.ts';

/**
 * Across the console of a verified merchant in marketplace mode while payers cannot pay it: iyzico
 * refused its registration (or its last change), or it cannot be sent. Says why (iyzico's answer as
 * given when we cannot translate it) and what to do: correct the details through an identity change.
 */
export function CardPaymentsBanner() {
  const session = useSession();
  const verified = session.data?.merchant?.verificationStatus === 'verified';
  const registration = useAcquirerRegistration(verified).data;
  if (!verified || !registration) return null;
  return <CardPaymentsNotice registration={registration} />;
}

export function CardPaymentsNotice({ registration }: { registration: AcquirerRegistration }) {
  const { t } = useTranslation();
  const manages = useCan()('profile.manage');
  const { refusal } = registration;
  if (registration.state === 'registering')
    return (
      <div className="mb-6">
        <Alert tone="info" title={t('acquirerRegistration.banner.registeringTitle')}>
          {t('acquirerRegistration.banner.registeringText')}
        </Alert>
      </div>
    );
  if (registration.state !== 'refused' || !refusal) return null;
  const fixable = reasonsFixedByIdentityChange.includes(refusal.reason);
  const answer = refusal.acquirerCode || refusal.acquirerMessage;
  return (
    <div className="mb-6">
      <Alert
        tone="warning"
        title={t(
          registration.payable
            ? 'acquirerRegistration.banner.titleUpdate'
            : 'acquirerRegistration.banner.title',
        )}
        action={
          fixable &&
          manages && (
            <Link to={`${smeRoutes.profile}#company`} className={buttonClasses('primary', 'sm')}>
              {t('acquirerRegistration.banner.action')}
            </Link>
          )
        }
      >
        {registration.payable && <p>{t('acquirerRegistration.banner.updateText')}</p>}
        <p>{t(`acquirerRegistration.reason.${refusal.reason}`)}</p>
        {answer && (
          <p>
            {t('acquirerRegistration.acquirerAnswer', {
              code: refusal.acquirerCode ?? '',
              message: refusal.acquirerMessage ?? '',
            })}
          </p>
        )}
        <p>{t(fixable ? 'acquirerRegistration.fix.identityChange' : 'acquirerRegistration.fix.support')}</p>
      </Alert>
    </div>
  );
}
