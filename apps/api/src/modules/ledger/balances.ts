import type { Balance } from '@kopru/domain/schemas/overview';
import type { MerchantBalanceRow } from './repository.ts';

/** Folds account rows into one balance per currency. */
export function toBalances(rows: MerchantBalanceRow[], nextAvailable: Map<string, Date>): Balance[] {
  const byCurrency = new Map<string, Balance>();
  for (const row of rows) {
    const balance = byCurrency.get(row.currency) ?? {
      currency: row.currency,
      available: 0,
      pending: 0,
      payoutReserved: 0,
      owed: 0,
      nextAvailableAt: nextAvailable.get(row.currency)?.toISOString() ?? null,
    };
    if (row.type === 'available') balance.available = row.balance;
    if (row.type === 'pending') balance.pending = row.balance;
    if (row.type === 'payout_reserved') balance.payoutReserved = row.balance;
    if (row.type === 'negative_balance') balance.owed = -row.balance;
    byCurrency.set(row.currency, balance);
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
