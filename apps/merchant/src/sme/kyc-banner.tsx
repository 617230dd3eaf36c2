import type { MerchantProfile } from '@kopru/domain/schemas/merchant';
import { Alert } from '@kopru/ui/alert';
import { buttonClasses } from '@kopru/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCan } from '../lib/permissions.ts';
import { smeRoutes } from '../paths.ts';

/** The overview's banner until the merchant is verified. */
export function KycBanner({ merchant }: { merchant: MerchantProfile }) {
  const { t } = useTranslation();
  const submits = useCan()('kyc.manage');
  if (merchant.verificationStatus === 'verified') return null;
  const pending = merchant.kycStatus === 'pending';
  return (
    <Alert
      tone={pending ? 'info' : 'warning'}
      title={t('sme.overview.kycBannerTitle')}
      action={
        submits && (
          <Link to={smeRoutes.kyc} className={buttonClasses('primary', 'sm')}>
            {t('sme.overview.kycBannerAction')}
          </Link>
        )
      }
    >
      {pending ? t('sme.overview.kycBannerPendingText') : t('sme.overview.kycBannerText')}
    </Alert>
  );
}
