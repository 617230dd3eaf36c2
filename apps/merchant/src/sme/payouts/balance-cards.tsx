import type { Balance } from '@kopru/domain/schemas/overview';
import { formatDate, formatMoney } from '@kopru/i18n/format';
import { Card } from '@kopru/ui/card';
import { EmptyState } from '@kopru/ui/empty-state';
import { StatCard } from '@kopru/ui/stat-card';
import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** One card per currency: what can be withdrawn now, what is still pending, what is on its way out. */
export function BalanceCards({
  balances,
  paidByAcquirer = false,
}: {
  balances: Balance[];
  /** Marketplace mode (decision 011): nothing is withdrawn; the balance waits for its release to iyzico. */
  paidByAcquirer?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  if (balances.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<Wallet aria-hidden="true" />}
          title={t('payouts.balances.empty')}
          text={t('payouts.balances.emptyText')}
        />
      </Card>
    );
  }
  return (
    <section aria-label={t('payouts.balances.title')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {balances.map((balance) => {
        const money = (amount: number) => formatMoney(amount, balance.currency, locale);
        const pending =
          balance.pending > 0
            ? balance.nextAvailableAt
              ? t(paidByAcquirer ? 'payouts.balances.pendingRelease' : 'payouts.balances.pendingOn', {
                  amount: money(balance.pending),
                  date: formatDate(balance.nextAvailableAt, locale),
                })
              : t('payouts.balances.pending', { amount: money(balance.pending) })
            : null;
        const reserved =
          balance.payoutReserved > 0
            ? t('payouts.balances.reserved', { amount: money(balance.payoutReserved) })
            : null;
        const owed = balance.owed > 0 ? t('payouts.balances.owed', { amount: money(balance.owed) }) : null;
        return (
          <StatCard
            key={balance.currency}
            label={`${t(paidByAcquirer ? 'payouts.balances.dueForRelease' : 'payouts.balances.available')} · ${balance.currency}`}
            icon={<Wallet aria-hidden="true" />}
            value={money(balance.available)}
            hint={
              pending || reserved || owed ? (
                <>
                  {pending && <span className="block">{pending}</span>}
                  {reserved && <span className="block">{reserved}</span>}
                  {owed && <span className="block text-red-700">{owed}</span>}
                </>
              ) : undefined
            }
          />
        );
      })}
    </section>
  );
}
