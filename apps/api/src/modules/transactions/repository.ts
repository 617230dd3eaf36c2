import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { ledgerAccounts } from '../../db/schema/ledger-accounts.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import { ledgerTransactions } from '../../db/schema/ledger-transactions.ts';
import { refunds } from '../../db/schema/refunds.ts';

/** A payment's refunds, oldest first. */
export async function refundsOfPayment(db: Executor, paymentId: string) {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(asc(refunds.createdAt));
}

/** A payment's disputes, oldest first. */
export async function disputesOfPayment(db: Executor, paymentId: string) {
  return db.select().from(disputes).where(eq(disputes.paymentId, paymentId)).orderBy(asc(disputes.createdAt));
}

/** Every ledger entry of the transactions that reference these ids (a payment and its refunds). */
export async function ledgerLinesOf(db: Executor, referenceIds: string[]) {
  if (referenceIds.length === 0) return [];
  return db
    .select({
      ledgerTransactionId: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      account: ledgerAccounts.type,
      merchantId: ledgerAccounts.merchantId,
      currency: ledgerEntries.currency,
      amount: ledgerEntries.amount,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(inArray(ledgerTransactions.referenceId, referenceIds))
    .orderBy(asc(ledgerEntries.id));
}
