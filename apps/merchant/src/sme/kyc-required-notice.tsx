import { Alert } from '@kopru/ui/alert';
import { buttonClasses } from '@kopru/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCan } from '../lib/permissions.ts';
import { smeRoutes } from '../paths.ts';

/** Shown instead of a feature that needs a verified merchant. */
export function KycRequiredNotice() {
  const { t } = useTranslation();
  const submits = useCan()('kyc.manage');
  return (
    <Alert
      tone="warning"
      title={t('sme.kycRequired.title')}
      action={
        submits && (
          <Link to={smeRoutes.kyc} className={buttonClasses('primary', 'sm')}>
            {t('sme.kycRequired.action')}
          </Link>
        )
      }
    >
      {t('sme.kycRequired.text')}
    </Alert>
  );
}
