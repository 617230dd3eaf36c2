import {
  ProviderUnavailableError,
  type RefundInput,
  type RefundOutcome,
  type RefundRequest,
} from '../../../ports.ts';
import type { IyzicoBody, IyzicoCall } from './client.ts';
import { declineCodeOf, failureAnswer, UNSETTLED_ERROR_CODES } from './decline-codes.ts';
import { idOf, untrustedAnswer } from './outcome.ts';
import { priceOf } from './request.ts';
import { type SignedBody, signedFieldsOf, verifySigned } from './signature.ts';

/**
 * Refunds on iyzico (docs.iyzico.com/en/advanced/refund-and-cancel). iyzico's services are not
 * idempotent (docs.iyzico.com/en/getting-started/preliminaries/idempotency), so a refund whose
 * answer is lost is never sent again: the reconciler looks for it in iyzico's transaction report
 * (retrieveRefund) by our refund id, its conversationId.
 */

/** A failure answer to a refund or cancel: refused, or (a system or timeout code) unknown. */
function refusedOrUnknown(body: IyzicoBody): RefundOutcome {
  if (UNSETTLED_ERROR_CODES.has(String(body.errorCode)))
    throw new ProviderUnavailableError('iyzico: refund outcome unknown', failureAnswer(body));
  return { status: 'failed', declineCode: declineCodeOf(body.errorCode) };
}

/** Refund v2 (/v2/payment/refund): all or part of the payment by its paymentId. */
async function refundV2(call: IyzicoCall, secretKey: string, input: RefundRequest): Promise<RefundOutcome> {
  const body = await call('refundV2', 'create', {
    locale: 'en',
    conversationId: input.refundReference,
    paymentId: input.providerPaymentId,
    price: priceOf(input.amountMinor),
    currency: input.currency,
    ip: input.ip,
  });
  if (body.status === 'failure') return refusedOrUnknown(body);
  const signed = body as SignedBody;
  if (
    !verifySigned(signedFieldsOf.refundShort(signed), body.signature, secretKey) &&
    !verifySigned(signedFieldsOf.refundLong(signed), body.signature, secretKey)
  )
    throw untrustedAnswer('refund signature mismatch');
  if (body.conversationId !== input.refundReference || idOf(body.paymentId) !== input.providerPaymentId)
    throw untrustedAnswer('refund about another payment');
  return {
    status: 'succeeded',
    providerRefundId: idOf(body.refundHostReference) ?? `${input.providerPaymentId}:${input.refundReference}`,
  };
}

/**
 * Same-day reversal (/payment/cancel): the whole payment, before the bank's end of day, so it
 * never shows on the card's statement. Its answer carries no signature (none is documented for
 * it), so it must name our refund and payment. A refusal (the bank's day already closed) means
 * nothing moved, and the money goes back by refund instead.
 */
async function cancel(call: IyzicoCall, secretKey: string, input: RefundRequest): Promise<RefundOutcome> {
  const body = await call('cancel', 'create', {
    locale: 'en',
    conversationId: input.refundReference,
    paymentId: input.providerPaymentId,
    ip: input.ip,
  });
  if (body.status === 'failure') {
    if (UNSETTLED_ERROR_CODES.has(String(body.errorCode))) return refusedOrUnknown(body);
    return refundV2(call, secretKey, input);
  }
  if (body.conversationId !== input.refundReference || idOf(body.paymentId) !== input.providerPaymentId)
    throw untrustedAnswer('cancel about another payment');
  return {
    status: 'succeeded',
    providerRefundId: idOf(body.cancelHostReference) ?? `${input.providerPaymentId}:${input.refundReference}`,
  };
}

export function refund(call: IyzicoCall, secretKey: string, input: RefundRequest): Promise<RefundOutcome> {
  return input.method === 'cancel' ? cancel(call, secretKey, input) : refundV2(call, secretKey, input);
}

type ReportEntry = Record<string, unknown>;
const list = (value: unknown): ReportEntry[] => (Array.isArray(value) ? (value as ReportEntry[]) : []);

/**
 * The refund's record in iyzico's transaction report (GET /v2/reporting/payment/details;
 * docs.iyzico.com/en/advanced/reporting-service; field names from iyzipay-java PaymentDetail,
 * RefundDetail, RefundTxDetail): a cancel under `cancels` with our refund id as
 * `cancelConversationId`, a refund under its items' `refunds` as `refundConversationId`. A record
 * with an error is a refusal; without, a refund made. No record proves nothing (the report may
 * not have it yet): the outcome stays unknown.
 */
export async function retrieveRefund(call: IyzicoCall, lookup: RefundInput): Promise<RefundOutcome> {
  const body = await call('reportingTransactionDetails', 'retrieve', {
    locale: 'en',
    conversationId: lookup.refundReference,
    paymentConversationId: lookup.reference,
  });
  if (body.status === 'failure')
    throw new ProviderUnavailableError('iyzico report failed', failureAnswer(body));
  const payment = list(body.payments).find((p) => idOf(p.paymentId) === lookup.providerPaymentId);
  if (!payment) throw untrustedAnswer(`no payment ${lookup.providerPaymentId} in the report`);
  const records = [
    ...list(payment.cancels).filter((c) => c.cancelConversationId === lookup.refundReference),
    ...list(payment.itemTransactions)
      .flatMap((item) => list(item.refunds))
      .filter((r) => r.refundConversationId === lookup.refundReference),
  ];
  if (records.length === 0)
    throw new ProviderUnavailableError(
      'iyzico: refund not in the report',
      `no refund with conversationId ${lookup.refundReference} in iyzico's report`,
    );
  const refused = records.find(
    (r) => r.errorCode !== undefined && r.errorCode !== null && r.errorCode !== '',
  );
  if (refused) return { status: 'failed', declineCode: declineCodeOf(refused.errorCode) };
  const first = records[0] ?? {};
  return {
    status: 'succeeded',
    providerRefundId: idOf(first.hostReference) ?? `${lookup.providerPaymentId}:${lookup.refundReference}`,
  };
}
