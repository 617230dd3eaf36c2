import { AppError } from '@kopru/domain/errors';
import { type EventType, eventTypes } from '@kopru/domain/events';
import type {
  AdminTransactionDetail,
  TransactionDelivery,
  TransactionDetail,
} from '@kopru/domain/schemas/transaction-detail';
import type { May } from '@kopru/domain/team';
import type { Executor } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import { toDispute } from '../disputes/mapping.ts';
import { evidenceFilesOf } from '../disputes/repository.ts';
import { findMerchantWithEmail } from '../merchants/repository.ts';
import { paymentShown, toPayment } from '../payments/mapping.ts';
import { findPayment, findPaymentById } from '../payments/repository.ts';
import { toRefund } from '../refunds/mapping.ts';
import { acquirerPayoutOf } from '../sub-merchants/acquirer-payout.ts';
import { releasedToAcquirerAt } from '../sub-merchants/release-repository.ts';
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

/**
 * The transaction detail of a payment already scoped by the caller (merchant or admin), with what
 * the caller may read (`may`): refunds with refunds.read, disputes with disputes.read (each also
 * in the timeline, the ledger and the webhook deliveries), the payer with payments.payerDetails,
 * the webhook deliveries with webhooks.read. What it may not read is never queried.
 */
async function transactionDetail(db: Executor, payment: PaymentRow, may: May) {
  const refunds = may('refunds.read') ? await refundsOfPayment(db, payment.id) : null;
  const disputes = may('disputes.read') ? await disputesOfPayment(db, payment.id) : null;
  const files = await evidenceFilesOf(db, disputes?.map((d) => d.id) ?? []);
  const ids = [payment.id, ...(refunds ?? []).map((r) => r.id), ...(disputes ?? []).map((d) => d.id)];
  const lines = await ledgerLinesOf(db, ids);
  const events = await eventsAbout(db, { merchantId: payment.merchantId, since: payment.createdAt, ids });
  const challenge = events.find((event) => event.type === 'payment.requires_action');
  const payer = may('payments.payerDetails');
  const releasedAt = await releasedToAcquirerAt(db, payment.id);
  return {
    payment: paymentShown(toPayment(payment), payer),
    payer: payer
      ? { name: payment.cardholderName, email: payment.payerEmail, locale: payment.payerLocale }
      : null,
    timeline: timelineOf(payment, refunds ?? [], disputes ?? [], challenge?.createdAt),
    refunds: refunds?.map((refund) => toRefund(refund, payment.reference)) ?? null,
    disputes: disputes?.map((dispute) => toDispute(dispute, payment.reference, files)) ?? null,
    ledger: lines.map((line) => ({
      ledgerTransactionId: line.ledgerTransactionId,
      kind: line.kind,
      account: line.account,
      merchantAccount: line.merchantId !== null,
      currency: line.currency,
      amount: line.amount,
      createdAt: line.createdAt.toISOString(),
    })),
    webhookDeliveries: may('webhooks.read')
      ? await deliveriesOf(
          db,
          payment.merchantId,
          events.map((event) => event.id),
        )
      : null,
    releasedToAcquirerAt: releasedAt?.toISOString() ?? null,
    acquirerPayout: await acquirerPayoutOf(db, payment),
    withholding:
      payment.withholdingTax > 0
        ? { basisPoints: payment.withholdingBasisPoints, amount: payment.withholdingTax }
        : null,
  };
}

/** One of the merchant's payments in detail, as the member's role reads it; 404 for another merchant's. */
export async function merchantTransactionDetail(
  db: Executor,
  merchantId: string,
  id: string,
  may: May,
): Promise<TransactionDetail> {
  const payment = await findPayment(db, { merchantId, id });
  if (!payment) throw new AppError('not_found');
  return transactionDetail(db, payment, may);
}

/** Any payment in detail, with the merchant it belongs to. */
export async function adminTransactionDetail(db: Executor, id: string): Promise<AdminTransactionDetail> {
  const payment = await findPaymentById(db, id);
  if (!payment) throw new AppError('not_found');
  const owner = await findMerchantWithEmail(db, payment.merchantId);
  const detail = await transactionDetail(db, payment, () => true);
  return {
    ...detail,
    refunds: detail.refunds ?? [],
    disputes: detail.disputes ?? [],
    webhookDeliveries: detail.webhookDeliveries ?? [],
    merchantId: payment.merchantId,
    merchantName: owner?.merchant.companyName ?? '',
  };
}
