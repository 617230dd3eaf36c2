import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { ledgerAccounts } from '../../db/schema/ledger-accounts.ts';
import { accountId, derivedBalance, type LedgerLine, lockAccounts } from './repository.ts';

/**
 * The negative-balance rule (docs/disputes.md, docs/ledger.md). A merchant's `negative_balance`
 * account holds, below zero, what a dispute's hold could not take from `available`. Every later
 * credit to `available` (a payment, a settlement, a dispute won) repays it first; payouts are
 * refused while it is below zero and only ever draw from `available`, which its CHECK keeps at
 * or above zero, so a payout can never pay out money the merchant owes.
 */

/**
 * What the merchant owes in `currency` (a number <= 0), read without locking. `negative_balance`
 * has no unapplied credits: it only moves under lock.
 */
export async function negativeBalance(db: Executor, merchantId: string, currency: string): Promise<number> {
  const [row] = await balanceOfAccount(db, { id: accountId(merchantId, 'negative_balance', currency) });
  return row?.balance ?? 0;
}

// On every payment's success (creditAvailableLines): built once (db/prepared.ts).
const balanceOfAccount = preparedQuery('ledger_account_balance', (db) =>
  db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, sql.placeholder('id'))),
);

/**
 * Locks the merchant's `available` and `negative_balance` rows of `currency` in account-id order
 * (the order postLedgerTransaction locks them in, so two writers never wait on each other in a
 * circle) and returns both balances, `available` with its unapplied credits.
 */
export async function lockAvailableAndOwed(
  db: Executor,
  merchantId: string,
  currency: string,
): Promise<{ available: number; owed: number }> {
  const availableId = accountId(merchantId, 'available', currency);
  const negativeId = accountId(merchantId, 'negative_balance', currency);
  await lockAccounts(db, [availableId, negativeId]);
  const rows = await db
    .select({ id: ledgerAccounts.id, balance: derivedBalance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [availableId, negativeId]));
  const balanceOf = (id: string) => rows.find((row) => row.id === id)?.balance ?? 0;
  return { available: balanceOf(availableId), owed: -balanceOf(negativeId) };
}

/**
 * The lines that credit `amount` to the merchant's available balance, repaying what it owes
 * first. Most merchants owe nothing: then nothing is locked here. A debt opened at the same
 * moment by another transaction is repaid by the next credit. `negative` is the merchant's
 * negative balance when the caller read it already in its transaction (record-outcome.ts reads it
 * with the payment's lock: one round trip less), without lock like negativeBalance.
 */
export async function creditAvailableLines(
  db: Executor,
  {
    merchantId,
    currency,
    amount,
    negative,
  }: { merchantId: string; currency: string; amount: number; negative?: number },
): Promise<LedgerLine[]> {
  const available: LedgerLine = { merchantId, type: 'available', currency, amount };
  if (amount <= 0) return [available];
  if ((negative ?? (await negativeBalance(db, merchantId, currency))) === 0) return [available];
  const { owed } = await lockAvailableAndOwed(db, merchantId, currency);
  const repaid = Math.min(owed, amount);
  const lines: LedgerLine[] = [];
  if (repaid > 0) lines.push({ merchantId, type: 'negative_balance', currency, amount: repaid });
  if (amount - repaid > 0) lines.push({ ...available, amount: amount - repaid });
  return lines;
}
