import { AppError } from '@kopru/domain/errors';
import type {
  AdminTransactionDetail,
  TimelineEntry,
  TransactionDetail,
} from '@kopru/domain/schemas/transaction-detail';
import type { Executor } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import type { RefundRow } from '../../db/schema/refunds.ts';
import { findMerchantWithEmail } from '../merchants/repository.ts';
import { toPayment } from '../payments/mapping.ts';
import { findPayment, findPaymentById } from '../payments/repository.ts';
import { toRefund } from '../refunds/mapping.ts';
import { ledgerLinesOf, refundsOfPayment } from './repository.ts';

function timelineOf(payment: PaymentRow, refunds: RefundRow[]): TimelineEntry[] {
  const entry = (type: TimelineEntry['type'], at: Date, refund?: RefundRow): TimelineEntry => ({
    type,
    at: at.toISOString(),
    amount: refund?.amount ?? null,
    refundId: refund?.id ?? null,
  });
  const entries = [entry('created', payment.createdAt)];
  if (payment.status === 'succeeded' || payment.status === 'failed')
    entries.push(entry(payment.status, payment.statusChangedAt));
  for (const refund of refunds) {
    entries.push(entry('refund_created', refund.createdAt, refund));
    if (refund.status !== 'pending')
      entries.push(entry(`refund_${refund.status}`, refund.statusChangedAt, refund));
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

/** The transaction detail of a payment already scoped by the caller (merchant or admin). */
async function transactionDetail(db: Executor, payment: PaymentRow): Promise<TransactionDetail> {
  const refunds = await refundsOfPayment(db, payment.id);
  const lines = await ledgerLinesOf(db, [payment.id, ...refunds.map((r) => r.id)]);
  return {
    payment: toPayment(payment),
    payer: { name: payment.cardholderName, email: payment.payerEmail, locale: payment.payerLocale },
    timeline: timelineOf(payment, refunds),
    refunds: refunds.map((refund) => toRefund(refund, payment.number)),
    ledger: lines.map((line) => ({
      ledgerTransactionId: line.ledgerTransactionId,
      kind: line.kind,
      account: line.account,
      merchantAccount: line.merchantId !== null,
      currency: line.currency,
      amount: line.amount,
      createdAt: line.createdAt.toISOString(),
    })),
  };
}

/** One of the merchant's payments in detail; 404 for another merchant's. */
export async function merchantTransactionDetail(
  db: Executor,
  merchantId: string,
  id: string,
): Promise<TransactionDetail> {
  const payment = await findPayment(db, { merchantId, id });
  if (!payment) throw new AppError('not_found');
  return transactionDetail(db, payment);
}

/** Any payment in detail, with the merchant it belongs to. */
export async function adminTransactionDetail(db: Executor, id: string): Promise<AdminTransactionDetail> {
  const payment = await findPaymentById(db, id);
  if (!payment) throw new AppError('not_found');
  const owner = await findMerchantWithEmail(db, payment.merchantId);
  return {
    ...(await transactionDetail(db, payment)),
    merchantId: payment.merchantId,
    merchantName: owner?.merchant.companyName ?? '',
  };
}
