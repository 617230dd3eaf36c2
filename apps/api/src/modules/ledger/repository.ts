import { createId } from '@kopru/domain/ids';
import { and, eq, inArray, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type LedgerAccountType, ledgerAccounts } from '../../db/schema/ledger-accounts.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import { ledgerTransactions } from '../../db/schema/ledger-transactions.ts';

export type MerchantAccountType = 'available' | 'pending' | 'payout_reserved' | 'negative_balance';
export type PlatformAccountType =
  | 'fees'
  | 'acquirer_clearing'
  | 'payouts_clearing'
  | 'refunds_clearing'
  | 'disputes_clearing';

export type LedgerLine =
  | { merchantId: string; type: MerchantAccountType; currency: string; amount: number }
  | { merchantId: null; type: PlatformAccountType; currency: string; amount: number };

/** Account ids are derived from the owner, so posting needs no lookups. */
export function accountId(merchantId: string | null, type: LedgerAccountType, currency: string): string {
  return `acct_${merchantId ?? 'platform'}_${type}_${currency}`;
}

/**
 * Posts one balanced ledger transaction. Merchant balances are running totals whose CHECK
 * (balance >= 0) fails the whole database transaction when a movement would overdraw; they are
 * updated last, in account-id order, so row locks are held briefly and never cross. Platform
 * balances are not kept as running totals (every payment would queue on the same row); they are
 * the sum of their entries.
 */
export async function postLedgerTransaction(
  db: Executor,
  posting: { kind: string; referenceId: string; lines: LedgerLine[]; at?: Date },
): Promise<string> {
  const { transactionId, merchantDeltas } = await recordLedgerTransaction(db, posting);
  await applyMerchantBalances(db, merchantDeltas);
  return transactionId;
}

export interface BalanceDelta {
  accountId: string;
  amount: number;
}

/**
 * The rows of a ledger transaction (accounts created on first use, the transaction, its entries)
 * in one statement, without touching balances: the caller applies `merchantDeltas` with
 * applyMerchantBalances in the same database transaction.
 */
export async function recordLedgerTransaction(
  db: Executor,
  posting: { kind: string; referenceId: string; lines: LedgerLine[]; at?: Date },
): Promise<{ transactionId: string; merchantDeltas: BalanceDelta[] }> {
  assertBalanced(posting.lines);
  const transactionId = createId('ltx');
  const accounts = db
    .insert(ledgerAccounts)
    .values(
      posting.lines.map((line) => ({
        id: accountId(line.merchantId, line.type, line.currency),
        merchantId: line.merchantId,
        type: line.type,
        currency: line.currency,
        balance: 0,
      })),
    )
    .onConflictDoNothing();
  const ledgerTransaction = db.insert(ledgerTransactions).values({
    id: transactionId,
    kind: posting.kind,
    referenceId: posting.referenceId,
    ...(posting.at ? { createdAt: posting.at } : {}),
  });
  const entries = db.insert(ledgerEntries).values(
    posting.lines.map((line) => ({
      transactionId,
      accountId: accountId(line.merchantId, line.type, line.currency),
      currency: line.currency,
      amount: line.amount,
      ...(posting.at ? { createdAt: posting.at } : {}),
    })),
  );
  // One round trip: the entries' foreign keys are checked at the end of the statement, when the
  // accounts and the transaction of the sibling inserts exist.
  await db.execute(
    sql`with accounts as (${accounts.getSQL()}), ledger_transaction as (${ledgerTransaction.getSQL()}) ${entries.getSQL()}`,
  );
  const merchantDeltas = posting.lines
    .filter((line) => line.merchantId !== null)
    .map((line) => ({ accountId: accountId(line.merchantId, line.type, line.currency), amount: line.amount }))
    .sort((a, b) => a.accountId.localeCompare(b.accountId));
  return { transactionId, merchantDeltas };
}

/**
 * Moves merchant balances, in account-id order. `alongside` is another update that belongs with
 * them (a payment link's counter): with a single balance both go in one statement, because the
 * rows they lock stay locked until the commit and nothing should run between them.
 */
export async function applyMerchantBalances(
  db: Executor,
  deltas: BalanceDelta[],
  options: { alongside?: SQLWrapper } = {},
): Promise<void> {
  const updates = deltas.map((delta) =>
    db
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${delta.amount}`, updatedAt: sql`now()` })
      .where(eq(ledgerAccounts.id, delta.accountId)),
  );
  const [single] = updates;
  if (options.alongside && single && updates.length === 1) {
    await db.execute(
      sql`with balance as (${single.getSQL()}), alongside as (${options.alongside.getSQL()}) select 1`,
    );
    return;
  }
  for (const update of updates) await update;
  if (options.alongside) await db.execute(options.alongside.getSQL());
}

function assertBalanced(lines: LedgerLine[]): void {
  const sums = new Map<string, number>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount))
      throw new Error(`ledger amount ${line.amount} is not a safe integer`);
    sums.set(line.currency, (sums.get(line.currency) ?? 0) + line.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw new Error(`ledger transaction does not balance in ${currency}: ${sum}`);
  }
}

export interface MerchantBalanceRow {
  currency: string;
  type: MerchantAccountType;
  balance: number;
}

export async function merchantBalances(db: Executor, merchantId: string): Promise<MerchantBalanceRow[]> {
  const rows = await db
    .select({ currency: ledgerAccounts.currency, type: ledgerAccounts.type, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.merchantId, merchantId));
  return rows as MerchantBalanceRow[];
}

/** Platform balances, summed from entries (see postLedgerTransaction). */
export async function platformBalances(db: Executor) {
  return db
    .select({
      type: ledgerAccounts.type,
      currency: ledgerAccounts.currency,
      balance: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number),
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(isNull(ledgerAccounts.merchantId))
    .groupBy(ledgerAccounts.type, ledgerAccounts.currency);
}

/** For the invariant checks: each merchant account's stored balance next to the sum of its entries. */
export async function merchantAccountDrift(db: Executor, merchantIds: string[]) {
  if (merchantIds.length === 0) return [];
  return db
    .select({
      id: ledgerAccounts.id,
      balance: ledgerAccounts.balance,
      entries: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number),
    })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(and(inArray(ledgerAccounts.merchantId, merchantIds)))
    .groupBy(ledgerAccounts.id, ledgerAccounts.balance);
}

export async function unbalancedTransactions(db: Executor) {
  return db
    .select({ transactionId: ledgerEntries.transactionId, currency: ledgerEntries.currency })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId, ledgerEntries.currency)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
}
