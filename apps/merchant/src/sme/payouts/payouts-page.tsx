import { usePublicConfig, useSession } from '@kopru/api-client/auth';
import { useMarketplacePayouts } from '@kopru/api-client/marketplace-payouts';
import { useMerchantOverview } from '@kopru/api-client/payments';
import { usePayoutAccount, usePayouts } from '@kopru/api-client/payouts';
import type { MarketplacePayouts } from '@kopru/domain/schemas/marketplace-payouts';
import type { Balance } from '@kopru/domain/schemas/overview';
import type { Payout, PayoutAccount } from '@kopru/domain/schemas/payouts';
import { Alert } from '@kopru/ui/alert';
import { Button } from '@kopru/ui/button';
import { PageHeader } from '@kopru/ui/page-header';
import { allOf, QueryView } from '@kopru/ui/query-view';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/permissions.ts';
import { KycRequiredNotice } from '../kyc-required-notice.tsx';
import { ReleasesCard } from '../releases-card.tsx';
import { BalanceCards } from './balance-cards.tsx';
import { CancelPayoutDialog } from './cancel-payout-dialog.tsx';
import { MarketplacePayoutsCard } from './marketplace-payouts.tsx';
import { PayoutAccountCard } from './payout-account-card.tsx';
import { PayoutHistory } from './payout-history.tsx';
import { PayoutScheduleCard } from './payout-schedule-card.tsx';
import { RequestPayoutDialog } from './request-payout-dialog.tsx';

/** Balances, the account payouts go to, the request form and the history; verified merchants only. */
export function PayoutsPage() {
  const { t } = useTranslation();
  // Marketplace mode (decision 011): iyzico pays, nothing is withdrawn, so the title says so.
  const paidByAcquirer = usePublicConfig().data?.payoutsByAcquirer ?? false;
  const title = t(paidByAcquirer ? 'payouts.marketplace.pageTitle' : 'payouts.title');
  useDocumentTitle(title);
  const session = useSession();
  const verified = session.data?.merchant?.verificationStatus === 'verified';
  if (!verified) {
    return (
      <>
        <PageHeader title={title} />
        <KycRequiredNotice />
      </>
    );
  }
  return <VerifiedPayouts />;
}

function VerifiedPayouts() {
  const { t } = useTranslation();
  const overview = useMerchantOverview();
  const destination = usePayoutAccount();
  const history = usePayouts();
  const marketplace = useMarketplacePayouts();
  return (
    <QueryView
      query={allOf({ overview, destination, history, marketplace })}
      errorText={t('common.somethingWentWrong')}
      errorClassName=""
    >
      {(data) =>
        data.marketplace.mode === 'marketplace' ? (
          <PaidByAcquirer
            balances={data.overview.balances}
            marketplace={data.marketplace}
            account={data.destination.account}
          />
        ) : (
          <PayoutsView
            balances={data.overview.balances}
            account={data.destination.account}
            payouts={data.history.pages.flatMap((page) => page.data)}
            history={history}
          />
        )
      }
    </QueryView>
  );
}

/**
 * Marketplace mode (decision 011): iyzico pays; no request button, what it will pay instead, and
 * the accounts it may pay to (an owner asks for a USD, EUR or GBP one there).
 */
function PaidByAcquirer({
  balances,
  marketplace,
  account,
}: {
  balances: Balance[];
  marketplace: MarketplacePayouts;
  account: PayoutAccount | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('payouts.marketplace.pageTitle')}
        description={t('payouts.marketplace.subtitle')}
      />
      <div className="space-y-6">
        <BalanceCards balances={balances} paidByAcquirer />
        <ReleasesCard paidByAcquirer />
        <PayoutAccountCard account={account} settlementCurrency={marketplace.settlementCurrency} />
        <MarketplacePayoutsCard data={marketplace} account={account} />
      </div>
    </>
  );
}

/** The page once its data is there; `history` loads more pages. */
function PayoutsView({
  balances,
  account,
  payouts,
  history,
}: {
  balances: Balance[];
  account: PayoutAccount | null;
  payouts: Payout[];
  history: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): unknown };
}) {
  const { t } = useTranslation();
  const allowed = useCan();
  const [requesting, setRequesting] = useState(false);
  const [cancelling, setCancelling] = useState<Payout | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title={t('payouts.title')}
        description={t('payouts.subtitle')}
        actions={
          account && allowed('payouts.request') ? (
            <Button
              onClick={() => {
                setNotice(null);
                setRequesting(true);
              }}
            >
              <Banknote aria-hidden="true" className="size-4" />
              {t('payouts.request')}
            </Button>
          ) : undefined
        }
      />
      <div className="space-y-6">
        {notice && <Alert tone="success">{notice}</Alert>}
        <BalanceCards balances={balances} />
        <ReleasesCard paidByAcquirer={false} />
        <PayoutAccountCard account={account} />
        <PayoutScheduleCard account={account} />
        <PayoutHistory
          payouts={payouts}
          hasMore={history.hasNextPage}
          loadingMore={history.isFetchingNextPage}
          onLoadMore={() => history.fetchNextPage()}
          onCancel={(payout) => {
            setNotice(null);
            setCancelling(payout);
          }}
        />
      </div>
      {requesting && account && (
        <RequestPayoutDialog
          balances={balances}
          account={account}
          onClose={() => setRequesting(false)}
          onRequested={(payout) => {
            setRequesting(false);
            setNotice(t('payouts.requested', { reference: payout.reference }));
          }}
        />
      )}
      {cancelling && (
        <CancelPayoutDialog
          payout={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={(payout) => {
            setCancelling(null);
            setNotice(t('payouts.cancelDialog.done', { reference: payout.reference }));
          }}
        />
      )}
    </>
  );
}
