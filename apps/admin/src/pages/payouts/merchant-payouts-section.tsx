import { useAdminPayouts } from '@kopru/api-client/payouts';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { Card, CardHeader } from '@kopru/ui/card';
import { Spinner } from '@kopru/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PayoutsTable } from './payouts-table.tsx';

/** The merchant page's payouts: every payout of this SME, newest first. */
export function MerchantPayoutsSection({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation();
  const list = useAdminPayouts({ status: 'all', merchantId, limit: 10 });
  const payouts = list.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Card>
      <CardHeader
        title={t('adminPayouts.merchantSection.title')}
        description={t('adminPayouts.merchantSection.description')}
        action={
          <Link to="/dashboard/payouts" className="text-sm font-medium text-brand-700 hover:underline">
            {t('adminPayouts.merchantSection.openQueue')}
          </Link>
        }
      />
      {list.isPending ? (
        <div className="flex justify-center p-6 text-brand-700">
          <Spinner label={t('common.loading')} />
        </div>
      ) : list.isError ? (
        <div className="p-4">
          <Alert tone="error">{t('admin.list.loadFailed')}</Alert>
        </div>
      ) : payouts.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-600">{t('adminPayouts.merchantSection.empty')}</p>
      ) : (
        <>
          <PayoutsTable
            payouts={payouts}
            caption={t('adminPayouts.merchantSection.title')}
            showMerchant={false}
          />
          {list.hasNextPage && (
            <div className="flex justify-center border-t border-slate-100 p-4">
              <Button
                variant="outline"
                onClick={() => list.fetchNextPage()}
                loading={list.isFetchingNextPage}
              >
                {t('adminPayouts.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
