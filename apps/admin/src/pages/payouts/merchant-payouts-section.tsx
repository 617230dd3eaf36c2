import { useAdminPayouts } from '@kopru/api-client/payouts';
import { CardHeader } from '@kopru/ui/card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GrowingSection } from '../../components/list-view.tsx';
import { adminRoutes } from '../../paths.ts';
import { PayoutsTable } from './payouts-table.tsx';

/** The merchant page's payouts: every payout of this SME, newest first. */
export function MerchantPayoutsSection({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation();
  const list = useAdminPayouts({ status: 'all', merchantId, limit: 10 });
  return (
    <GrowingSection
      query={list}
      loadMoreLabel={t('adminPayouts.loadMore')}
      empty={t('adminPayouts.merchantSection.empty')}
      header={
        <CardHeader
          title={t('adminPayouts.merchantSection.title')}
          description={t('adminPayouts.merchantSection.description')}
          action={
            <Link to={adminRoutes.payouts} className="text-sm font-medium text-brand-700 hover:underline">
              {t('adminPayouts.merchantSection.openQueue')}
            </Link>
          }
        />
      }
    >
      {(payouts) => (
        <PayoutsTable
          payouts={payouts}
          caption={t('adminPayouts.merchantSection.title')}
          showMerchant={false}
        />
      )}
    </GrowingSection>
  );
}
