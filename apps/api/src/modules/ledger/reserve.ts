import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema/ledger-accounts.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import { ledgerTransactions } from '../../db/schema/ledger-transactions.ts';
import { accountId, derivedBalance, type LedgerLine, lockAccounts } from './repository.ts';

/**
 * The rolling reserve's ledger rules (decision 013). A payment credits its reserve to the
 * merchant's `reserve` account (an unapplied credit, as `pending`); the reserve-release worker
 * and a dispute's hold debit it under the account's lock, so it never goes below zero.
 */

/** Locks the merchant's `reserve` account of `currency` and returns its balance with its credits. */
export async function lockReserve(db: Executor, merchantId: string, currency: string): Promise<number> {
  const id = accountId(merchantId, 'reserve', currency);
  await lockAccounts(db, [id]);
  const [row] = await db
    .select({ balance: derivedBalance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, id));
  return row?.balance ?? 0;
}

/**
 * The lines that take `amount` from the merchant for a dispute: from `available` as far as it
 * goes, then from the reserve held for exactly this, the rest into `negative_balance`. Locks the
 * three rows in account-id order first (the order every posting locks in).
 */
export async function holdFromBalanceLines(
  db: Executor,
  { merchantId, currency, amount }: { merchantId: string; currency: string; amount: number },
): Promise<LedgerLine[]> {
  const ids = {
    available: accountId(merchantId, 'available', currency),
    reserve: accountId(merchantId, 'reserve', currency),
    negative: accountId(merchantId, 'negative_balance', currency),
  };
  await lockAccounts(db, Object.values(ids));
  const rows = await db
    .select({ id: ledgerAccounts.id, balance: derivedBalance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [ids.available, ids.reserve]));
  const balanceOf = (id: string) => Math.max(rows.find((row) => row.id === id)?.balance ?? 0, 0);
  const fromAvailable = Math.min(balanceOf(ids.available), amount);
  const fromReserve = Math.min(balanceOf(ids.reserve), amount - fromAvailable);
  const owed = amount - fromAvailable - fromReserve;
  const lines: LedgerLine[] = [];
  if (fromAvailable > 0) lines.push({ merchantId, type: 'available', currency, amount: -fromAvailable });
  if (fromReserve > 0) lines.push({ merchantId, type: 'reserve', currency, amount: -fromReserve });
  if (owed > 0) lines.push({ merchantId, type: 'negative_balance', currency, amount: -owed });
  return lines;
}

/** What a ledger transaction (`kind`, `referenceId`) took from the merchant's reserve, as a positive amount. */
export async function takenFromReserve(
  db: Executor,
  {
    kind,
    referenceId,
    merchantId,
    currency,
  }: { kind: string; referenceId: string; merchantId: string; currency: string },
): Promise<number> {
  const [row] = await db
    .select({ taken: sql<number>`coalesce(-sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerTransactions.kind, kind),
        eq(ledgerTransactions.referenceId, referenceId),
        eq(ledgerEntries.accountId, accountId(merchantId, 'reserve', currency)),
      ),
    );
  return Math.max(row?.taken ?? 0, 0);
}
