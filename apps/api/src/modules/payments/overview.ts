import type { MerchantOverview } from '@kopru/domain/schemas/overview';
import type { AppContext } from '../../context.ts';
import { toBalances } from '../ledger/balances.ts';
import { merchantBalances } from '../ledger/repository.ts';
import { merchantPaymentStats } from './repository.ts';

const DAY_MS = 86_400_000;

/** The SME overview's figures, all from the database. Months and days are UTC. */
export async function merchantOverview(ctx: AppContext, merchantId: string): Promise<MerchantOverview> {
  const now = ctx.clock.now();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 29 * DAY_MS);
  const [accounts, stats] = await Promise.all([
    merchantBalances(ctx.db, merchantId),
    merchantPaymentStats(ctx.db, merchantId, monthStart < since ? monthStart : since),
  ]);
  const nextAvailable = new Map(stats.nextAvailable.map((row) => [row.currency, row.at]));
  const sinceDay = isoDay(since);
  return {
    balances: toBalances(accounts, nextAvailable),
    pendingPayments: stats.pending,
    completedTransactions: stats.completed,
    monthlyRevenue: totalPerCurrency(stats.daily.filter((row) => row.date >= isoDay(monthStart))),
    revenue30d: stats.daily.filter((row) => row.date >= sinceDay),
  };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function totalPerCurrency(days: { currency: string; amount: number }[]) {
  const totals = new Map<string, number>();
  for (const { currency, amount } of days) totals.set(currency, (totals.get(currency) ?? 0) + amount);
  return [...totals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount }));
}
