import { useSession } from '@kopru/api-client/auth';
import { buttonClasses } from '@kopru/ui/button';
import { Card } from '@kopru/ui/card';
import { EmptyState } from '@kopru/ui/empty-state';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { smeRoutes } from '../../paths.ts';

/**
 * Shown instead of a console page while the merchant requires two-factor sign-in of its team and
 * the member has none: the API answers 403 two_factor_required_by_team to everything but the setup.
 */
export function TwoFactorRequired() {
  const { t } = useTranslation();
  const session = useSession().data;
  useDocumentTitle(t('team.twoFactorRequired.title'));
  const company = session?.merchant?.companyName ?? '';
  const others = (session?.memberships.length ?? 0) > 1;
  return (
    <Card>
      <EmptyState
        icon={<ShieldCheck aria-hidden="true" />}
        title={t('team.twoFactorRequired.title')}
        text={
          <>
            {t('team.twoFactorRequired.text', { company })}
            {others && <span className="mt-2 block">{t('team.twoFactorRequired.otherMerchants')}</span>}
          </>
        }
        action={
          <Link to={smeRoutes.profile} className={buttonClasses('primary', 'md')}>
            {t('team.twoFactorRequired.action')}
          </Link>
        }
      />
    </Card>
  );
}
