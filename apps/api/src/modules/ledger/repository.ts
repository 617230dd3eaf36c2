import { createId } from '@kopru/domain/ids';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { type LedgerAccountType, ledgerAccounts } from '../../db/schema/ledger-accounts.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import { ledgerTransactions } from '../../db/schema/ledger-transactions.ts';
import { ledgerUnappliedCredits } from '../../db/schema/ledger-unapplied-credits.ts';

export type MerchantAccountType =
  | 'available'
  | 'pending'
  | 'payout_reserved'
  | 'negative_balance'
  | 'reserve';
export type PlatformAccountType =
  | 'fees'
  | 'acquirer_clearing'
  | 'payouts_clearing'
  | 'refunds_clearing'
  | 'disputes_clearing'
  | 'fx'
  | 'withholding_tax';

export type LedgerLine =
  | { merchantId: string; type: MerchantAccountType; currency: string; amount: number }
  | { merchantId: null; type: PlatformAccountType; currency: string; amount: number };

/** Account ids are derived from the owner, so posting needs no lookups. */
export function accountId(merchantId: string | null, type: LedgerAccountType, currency: string): string {
  return `acct_${merchantId ?? 'platform'}_${type}_${currency}`;
}

/**
 * Posts one balanced ledger transaction. A merchant's balance is its account row's `balance` plus
 * its unapplied credits (docs/decisions/004-credits-without-hot-rows.md). A credit (a positive
 * amount to `available`, `pending` or `payout_reserved`) is only inserted, so credits never wait
 * for each other on a shared row. Every other merchant movement (a debit, a repayment of
 * `negative_balance`) locks its accounts in account-id order, folds their unapplied credits into
 * `balance` and moves it there, where the CHECK (balance >= 0) fails the whole database
 * transaction when it would overdraw. Platform balances are the sum of their entries.
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

/** Credits that need no lock: they can only raise a balance whose CHECK is `>= 0`. */
function isUnappliedCredit(line: LedgerLine): boolean {
  return line.merchantId !== null && line.type !== 'negative_balance' && line.amount > 0;
}

const postingStatements = new Map<string, ReturnType<typeof preparedSql>>();

/**
 * The statement of recordLedgerTransaction for a number of lines and of credited accounts, built
 * once per such shape (db/prepared.ts): a payment posts one on every success.
 */
function postingStatement(lineCount: number, creditedCount: number, withAt: boolean) {
  const shape = `${lineCount}_${creditedCount}_${withAt ? 'at' : 'now'}`;
  let statement = postingStatements.get(shape);
  if (!statement) {
    statement = preparedSql(`ledger_post_${shape}`, (db) => postingSql(db, lineCount, creditedCount, withAt));
    postingStatements.set(shape, statement);
  }
  return statement;
}

function postingSql(db: Executor, lineCount: number, creditedCount: number, withAt: boolean): SQL {
  // One round trip: the foreign keys are checked at the end of the statement, when the accounts,
  // the transaction and the entries of the sibling inserts exist.
  return sql`with ${postingCtes(db, { lineCount, creditedCount, withAt })} select 1`;
}

/** The shape of a posting: what its statement's text depends on. */
export interface PostingShape {
  lineCount: number;
  creditedCount: number;
  withAt: boolean;
}

/**
 * A posting's rows as common table expressions (accounts created on first use, the transaction,
 * its entries, its credits as unapplied credits), for postingSql and for statements that write a
 * posting together with other rows (payments/success-statement.ts). Placeholders: ledgerPosting's
 * `values`.
 */
export function postingCtes(db: Executor, { lineCount, creditedCount, withAt }: PostingShape): SQL {
  const p = (name: string) => sql.placeholder(name);
  const lines = Array.from({ length: lineCount }, (_, i) => i);
  const createdAt = withAt ? { createdAt: p('at') } : {};
  const accounts = db
    .insert(ledgerAccounts)
    .values(
      lines.map((i) => ({
        id: p(`account${i}`),
        merchantId: p(`merchant${i}`),
        type: p(`type${i}`),
        currency: p(`currency${i}`),
        balance: 0,
      })),
    )
    .onConflictDoNothing();
  const ledgerTransaction = db.insert(ledgerTransactions).values({
    id: p('transactionId'),
    kind: p('kind'),
    referenceId: p('referenceId'),
    ...createdAt,
  });
  const entries = db
    .insert(ledgerEntries)
    .values(
      lines.map((i) => ({
        transactionId: p('transactionId'),
        accountId: p(`account${i}`),
        currency: p(`currency${i}`),
        amount: p(`amount${i}`),
        ...createdAt,
      })),
    )
    .returning({ id: ledgerEntries.id, accountId: ledgerEntries.accountId, amount: ledgerEntries.amount });
  const ctes = sql`accounts as (${accounts.getSQL()}), ledger_transaction as (${ledgerTransaction.getSQL()}), entries as (${entries.getSQL()})`;
  if (creditedCount === 0) return ctes;
  const credited = sql.join(
    Array.from({ length: creditedCount }, (_, i) => sql`${p(`credited${i}`)}`),
    sql`, `,
  );
  return sql`${ctes}, credits as (insert into ${ledgerUnappliedCredits} (entry_id, account_id, amount) select id, account_id, amount from entries where amount > 0 and account_id in (${credited}))`;
}

/**
 * The rows of a ledger transaction (accounts created on first use, the transaction, its entries,
 * its credits as unapplied credits) in one statement. Returns the other merchant movements, in
 * account-id order, for applyMerchantBalances in the same database transaction.
 */
async function recordLedgerTransaction(
  db: Executor,
  posting: { kind: string; referenceId: string; lines: LedgerLine[]; at?: Date },
): Promise<{ transactionId: string; merchantDeltas: BalanceDelta[] }> {
  const { transactionId, shape, values, merchantDeltas } = ledgerPosting(posting);
  await postingStatement(shape.lineCount, shape.creditedCount, shape.withAt)(db, values);
  return { transactionId, merchantDeltas };
}

/**
 * A balanced posting's shape and placeholder values for postingCtes, and the merchant movements
 * that are not unapplied credits (applyMerchantBalances must follow, in the same transaction).
 */
export function ledgerPosting(posting: {
  kind: string;
  referenceId: string;
  lines: LedgerLine[];
  at?: Date;
}): {
  transactionId: string;
  shape: PostingShape;
  values: Record<string, unknown>;
  merchantDeltas: BalanceDelta[];
} {
  assertBalanced(posting.lines);
  const transactionId = createId('ltx');
  const credited = [
    ...new Set(
      posting.lines.filter(isUnappliedCredit).map((l) => accountId(l.merchantId, l.type, l.currency)),
    ),
  ];
  const values: Record<string, unknown> = {
    transactionId,
    kind: posting.kind,
    referenceId: posting.referenceId,
    at: posting.at,
  };
  posting.lines.forEach((line, i) => {
    values[`account${i}`] = accountId(line.merchantId, line.type, line.currency);
    values[`merchant${i}`] = line.merchantId;
    values[`type${i}`] = line.type;
    values[`currency${i}`] = line.currency;
    values[`amount${i}`] = line.amount;
  });
  credited.forEach((id, i) => {
    values[`credited${i}`] = id;
  });
  const deltas = new Map<string, number>();
  for (const line of posting.lines) {
    if (line.merchantId === null || isUnappliedCredit(line)) continue;
    const id = accountId(line.merchantId, line.type, line.currency);
    deltas.set(id, (deltas.get(id) ?? 0) + line.amount);
  }
  const merchantDeltas = [...deltas]
    .map(([id, amount]) => ({ accountId: id, amount }))
    .sort((a, b) => a.accountId.localeCompare(b.accountId));
  const shape = {
    lineCount: posting.lines.length,
    creditedCount: credited.length,
    withAt: posting.at !== undefined,
  };
  return { transactionId, shape, values, merchantDeltas };
}

/**
 * Locks the accounts in account-id order (FOR NO KEY UPDATE: credits, whose entries only take a
 * key-share lock on the account, go on meanwhile), then folds each one's unapplied credits into
 * its balance together with its movement.
 */
export async function applyMerchantBalances(db: Executor, deltas: BalanceDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  await lockAccounts(
    db,
    deltas.map((delta) => delta.accountId),
  );
  for (const delta of deltas) await foldInto(db, delta);
}

export async function lockAccounts(db: Executor, ids: string[]): Promise<void> {
  await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('no key update');
}

/** Adds an account's unapplied credits and `amount` to its balance; the caller holds its lock. */
async function foldInto(db: Executor, { accountId: id, amount }: BalanceDelta): Promise<void> {
  const folded = db
    .delete(ledgerUnappliedCredits)
    .where(eq(ledgerUnappliedCredits.accountId, id))
    .returning({ amount: ledgerUnappliedCredits.amount });
  await db.execute(
    sql`with folded as (${folded.getSQL()}) update ${ledgerAccounts} set balance = balance + ${amount} + coalesce((select sum(amount) from folded), 0), updated_at = now() where id = ${id}`,
  );
}

/**
 * Worker pass: folds the unapplied credits of up to `limit` accounts into their balances, so
 * reading a balance sums few rows. Each account in its own short transaction; one a debit holds
 * is skipped (that debit folds it).
 */
export async function foldUnappliedCredits(db: Database, limit = 100): Promise<number> {
  const accounts = await db
    .selectDistinct({ accountId: ledgerUnappliedCredits.accountId })
    .from(ledgerUnappliedCredits)
    .limit(limit);
  let folded = 0;
  for (const { accountId: id } of accounts) {
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, id))
        .for('no key update', { skipLocked: true });
      if (!locked) return;
      await foldInto(tx, { accountId: id, amount: 0 });
      folded += 1;
    });
  }
  return folded;
}

/**
 * An account's balance: its folded `balance` plus its unapplied credits. Qualified by hand:
 * Drizzle leaves columns of a one-table query unqualified.
 */
export const derivedBalance =
  sql<number>`("ledger_accounts"."balance" + coalesce((select sum(u.amount) from "ledger_unapplied_credits" as u where u.account_id = "ledger_accounts"."id"), 0))::bigint`.mapWith(
    Number,
  );

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
    .select({ currency: ledgerAccounts.currency, type: ledgerAccounts.type, balance: derivedBalance })
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

/**
 * For the invariant checks: each merchant account's balance (folded plus unapplied credits) next
 * to the sum of its entries.
 */
export async function merchantAccountDrift(db: Executor, merchantIds: string[]) {
  if (merchantIds.length === 0) return [];
  return db
    .select({
      id: ledgerAccounts.id,
      balance: sql<number>`${derivedBalance}`.mapWith(Number),
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
