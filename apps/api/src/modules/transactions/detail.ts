import { AppError } from '@kopru/domain/errors';
import { type EventType, eventTypes } from '@kopru/domain/events';
import type {
  AdminTransactionDetail,
  TransactionDelivery,
  TransactionDetail,
} from '@kopru/domain/schemas/transaction-detail';
import type { Executor } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import { toDispute } from '../disputes/mapping.ts';
import { evidenceFilesOf } from '../disputes/repository.ts';
import { findMerchantWithEmail } from '../merchants/repository.ts';
import { toPayment } from '../payments/mapping.ts';
import { findPayment, findPaymentById } from '../payments/repository.ts';
import { toRefund } from '../refunds/mapping.ts';
import {
  deliveriesOfEvents,
  disputesOfPayment,
  eventsAbout,
  lastAttemptsOf,
  ledgerLinesOf,
  refundsOfPayment,
} from './repository.ts';
import { timelineOf } from './timeline.ts';

const isEventType = (type: string): type is EventType => (eventTypes as readonly string[]).includes(type);

/** The webhook deliveries of these events, with each one's last answer. */
async function deliveriesOf(
  db: Executor,
  merchantId: string,
  eventIds: string[],
): Promise<TransactionDelivery[]> {
  const rows = await deliveriesOfEvents(db, { merchantId, eventIds });
  const last = await lastAttemptsOf(
    db,
    rows.map((row) => row.delivery.id),
  );
  return rows.flatMap(({ delivery, endpointUrl }) => {
    const eventType = delivery.eventType;
    if (!delivery.eventId || !isEventType(eventType)) return [];
    const attempt = last.get(delivery.id);
    return [
      {
        id: delivery.id,
        eventId: delivery.eventId,
        eventType,
        endpointId: delivery.endpointId,
        endpointUrl,
        status: delivery.status,
        attempts: delivery.attempts,
        lastStatusCode: attempt?.statusCode ?? null,
        lastAttemptAt: attempt?.createdAt.toISOString() ?? null,
        createdAt: delivery.createdAt.toISOString(),
      },
    ];
  });
}

/** The transaction detail of a payment already scoped by the caller (merchant or admin). */
async function transactionDetail(db: Executor, payment: PaymentRow): Promise<TransactionDetail> {
  const refunds = await refundsOfPayment(db, payment.id);
  const disputes = await disputesOfPayment(db, payment.id);
  const files = await evidenceFilesOf(
    db,
    disputes.map((d) => d.id),
  );
  const ids = [payment.id, ...refunds.map((r) => r.id), ...disputes.map((d) => d.id)];
  const lines = await ledgerLinesOf(db, ids);
  const events = await eventsAbout(db, { merchantId: payment.merchantId, since: payment.createdAt, ids });
  const challenge = events.find((event) => event.type === 'payment.requires_action');
  return {
    payment: toPayment(payment),
    payer: { name: payment.cardholderName, email: payment.payerEmail, locale: payment.payerLocale },
    timeline: timelineOf(payment, refunds, disputes, challenge?.createdAt),
    refunds: refunds.map((refund) => toRefund(refund, payment.number)),
    disputes: disputes.map((dispute) => toDispute(dispute, payment.number, files)),
    ledger: lines.map((line) => ({
      ledgerTransactionId: line.ledgerTransactionId,
      kind: line.kind,
      account: line.account,
      merchantAccount: line.merchantId !== null,
      currency: line.currency,
      amount: line.amount,
      createdAt: line.createdAt.toISOString(),
    })),
    webhookDeliveries: await deliveriesOf(
      db,
      payment.merchantId,
      events.map((event) => event.id),
    ),
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
