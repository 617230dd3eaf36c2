import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { disputes } from '../../db/schema/disputes.ts';
import { kycSubmissions } from '../../db/schema/kyc-submissions.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';
import { ledgerTransactions } from '../../db/schema/ledger-transactions.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { payments } from '../../db/schema/payments.ts';
import { payoutStatementItems } from '../../db/schema/payout-statement-items.ts';
import { payoutStatements } from '../../db/schema/payout-statements.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { refunds } from '../../db/schema/refunds.ts';

/** The payout, its statement and the merchant's legal data; undefined for another merchant's payout. */
export async function findStatementHead(
  db: Executor,
  { merchantId, payoutId }: { merchantId: string; payoutId: string },
) {
  const [row] = await db
    .select({
      payout: payouts,
      carriedIn: payoutStatements.carriedIn,
      companyName: merchants.companyName,
      taxId: merchants.taxId,
      address: kycSubmissions.businessAddress,
    })
    .from(payouts)
    .innerJoin(payoutStatements, eq(payoutStatements.payoutId, payouts.id))
    .innerJoin(merchants, eq(merchants.id, payouts.merchantId))
    .innerJoin(kycSubmissions, eq(kycSubmissions.id, payouts.kycSubmissionId))
    .where(and(eq(payouts.merchantId, merchantId), eq(payouts.id, payoutId)))
    .limit(1);
  return row;
}

const refundPayments = alias(payments, 'refund_payments');
const disputePayments = alias(payments, 'dispute_payments');
const otherPayouts = alias(payouts, 'other_payouts');

/** The ledger entries on a payout's statement with what they were for, oldest first. */
export async function listStatementEntries(db: Executor, payoutId: string) {
  const kind = ledgerTransactions.kind;
  const reference = ledgerTransactions.referenceId;
  return db
    .select({
      entryId: ledgerEntries.id,
      amount: ledgerEntries.amount,
      postedAt: ledgerEntries.createdAt,
      kind,
      referenceId: reference,
      paymentReference: payments.reference,
      paymentDescription: payments.description,
      paymentAmount: payments.amount,
      paymentFee: payments.fee,
      paymentWithholding: payments.withholdingTax,
      refundPaymentReference: refundPayments.reference,
      refundPaymentDescription: refundPayments.description,
      disputePaymentReference: disputePayments.reference,
      disputePaymentDescription: disputePayments.description,
      payoutReference: otherPayouts.reference,
    })
    .from(payoutStatementItems)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, payoutStatementItems.ledgerEntryId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(payments, and(inArray(kind, ['payment', 'settlement']), eq(payments.id, reference)))
    .leftJoin(refunds, and(like(kind, 'refund%'), eq(refunds.id, reference)))
    .leftJoin(refundPayments, eq(refundPayments.id, refunds.paymentId))
    .leftJoin(disputes, and(like(kind, 'dispute%'), eq(disputes.id, reference)))
    .leftJoin(disputePayments, eq(disputePayments.id, disputes.paymentId))
    .leftJoin(otherPayouts, and(like(kind, 'payout%'), eq(otherPayouts.id, reference)))
    .where(eq(payoutStatementItems.payoutId, payoutId))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

export type StatementEntry = Awaited<ReturnType<typeof listStatementEntries>>[number];
