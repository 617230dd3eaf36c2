import { useAdminPayouts, useDecidePayout } from '@kopru/api-client/payouts';
import type { AdminPayout } from '@kopru/domain/schemas/payouts';
import { useMessage } from '@kopru/i18n/react';
import { Alert } from '@kopru/ui/alert';
import { Card } from '@kopru/ui/card';
import { cn } from '@kopru/ui/cn';
import { PageHeader } from '@kopru/ui/page-header';
import { useDocumentTitle } from '@kopru/ui/use-document-title';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { GrowingList } from '../../components/list-view.tsx';
import { SearchForm } from '../../components/search-form.tsx';
import { DecisionDialog, type TextDecision } from './decision-dialog.tsx';
import { decisionFailure } from './decision-message.ts';
import { PayoutCard } from './payout-card.tsx';
import { PayoutsTable } from './payouts-table.tsx';

type Notice = { tone: 'success' | 'error'; text: string };
type View = 'open' | 'closed';

/**
 * The payout queue (requested and approved, oldest first) with its decisions, and the history. A
 * search by reference looks through every payout and shows what it finds as history.
 */
export function PayoutsPage() {
  const { t } = useTranslation();
  const message = useMessage();
  useDocumentTitle(t('admin.nav.payouts'));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const view: View = params.get('view') === 'history' || q ? 'closed' : 'open';
  const list = useAdminPayouts(q ? { status: 'all', q } : { status: view });
  const decide = useDecidePayout();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deciding, setDeciding] = useState<{ payout: AdminPayout; decision: TextDecision } | null>(null);

  const approve = (payout: AdminPayout) => {
    setNotice(null);
    decide.mutate(
      { id: payout.id, action: 'approve' },
      {
        onSuccess: () =>
          setNotice({
            tone: 'success',
            text: t('adminPayouts.done.approve', { reference: payout.reference }),
          }),
        onError: (error) => setNotice({ tone: 'error', text: decisionFailure(error, payout, message) }),
      },
    );
  };

  const tabs: { view: View; to: string; label: string }[] = [
    { view: 'open', to: '', label: t('adminPayouts.tabs.open') },
    { view: 'closed', to: '?view=history', label: t('adminPayouts.tabs.closed') },
  ];
  return (
    <>
      <PageHeader title={t('admin.nav.payouts')} description={t('adminPayouts.subtitle')} />
      <nav
        aria-label={t('adminPayouts.tabs.label')}
        className="mb-4 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:inline-grid"
      >
        {tabs.map((tab) => (
          <Link
            key={tab.view}
            to={tab.to}
            aria-current={tab.view === view ? 'page' : undefined}
            onClick={() => setNotice(null)}
            className={cn(
              'flex items-center justify-center rounded-lg px-3 py-1.5 text-center text-sm font-medium',
              tab.view === view ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <div className="mb-4">
        <SearchForm
          query={q}
          onSearch={(text) => setParams(text ? { view: 'history', q: text } : { view: 'history' })}
          labels={{
            search: t('adminPayouts.search.label'),
            placeholder: t('adminPayouts.search.placeholder'),
            submit: t('adminPayouts.search.submit'),
          }}
        />
      </div>
      {notice && (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      )}
      <GrowingList
        query={list}
        errorText={t('common.somethingWentWrong')}
        loadMoreLabel={t('adminPayouts.loadMore')}
        empty={{
          icon: <Banknote aria-hidden="true" />,
          title: q
            ? t('adminPayouts.search.empty')
            : view === 'open'
              ? t('adminPayouts.empty')
              : t('adminPayouts.emptyHistory'),
          text: view === 'open' ? t('adminPayouts.emptyText') : undefined,
        }}
      >
        {(payouts) =>
          view === 'open' ? (
            payouts.map((payout) => (
              <PayoutCard
                key={payout.id}
                payout={payout}
                approving={decide.isPending && decide.variables?.id === payout.id}
                busy={decide.isPending}
                onApprove={() => approve(payout)}
                onDecide={(decision) => {
                  setNotice(null);
                  setDeciding({ payout, decision });
                }}
              />
            ))
          ) : (
            <Card>
              <PayoutsTable payouts={payouts} caption={t('adminPayouts.history.caption')} showMerchant />
            </Card>
          )
        }
      </GrowingList>
      {deciding && (
        <DecisionDialog
          payout={deciding.payout}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
          onDone={(payout) => {
            setDeciding(null);
            setNotice({
              tone: 'success',
              text: t(`adminPayouts.done.${deciding.decision}`, { reference: payout.reference }),
            });
          }}
        />
      )}
    </>
  );
}
