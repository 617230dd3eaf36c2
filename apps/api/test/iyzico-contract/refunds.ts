import { type Body, failure, invalidRequest, paymentNotFound, success } from './answers.ts';
import { cancelProblem, refundProblem } from './fields.ts';
import type { PaymentContext } from './payments.ts';
import { type ContractPayment, refundedOf } from './state.ts';

/**
 * The refund endpoints of the contract server: refund v2, cancel and the transaction report.
 * Each answer names its row of the table in docs/acquirers.md.
 */

/** Rows F1, F2, F6, C6: POST /v2/payment/refund by paymentId. */
function refund(ctx: PaymentContext, path: string, request: Body): Body {
  const problem = refundProblem(request);
  if (problem) return invalidRequest(request, problem);
  const payment = ctx.state.payments.get(String(request.paymentId));
  if (!payment) return paymentNotFound(request);
  const price = Number(request.price);
  // F2 (assumption A12): a payment not charged, or more than is left, is refused as a bad request.
  if (payment.status !== 'SUCCESS' || !(price > 0) || refundedOf(payment) + price > payment.paidPrice + 1e-9)
    return invalidRequest(request, 'price');
  if (payment.card.noCancelOrRefund)
    return failure(request, '10012', 'Geçersiz işlem', { errorGroup: 'INVALID_TRANSACTION' });
  payment.refunds.push({
    conversationId: String(request.conversationId),
    price,
    method: 'refund',
    at: new Date(),
  });
  return ctx.signed(
    path,
    success(request, {
      paymentId: payment.paymentId,
      price,
      currency: payment.currency,
      refundHostReference: `ref-${payment.paymentId}-${payment.refunds.length}`,
    }),
    [payment.paymentId, request.conversationId],
  );
}

/**
 * Row F3: POST /payment/cancel reverses the whole payment (iyzipay-node samples "should cancel
 * payment"; iyzipay-java CancelSample; the answer's fields from iyzipay-java model/Cancel.java,
 * which has no signature). Refused once the bank's day is closed (A16), or for C6. Row F6: `ip` required.
 */
function cancel(ctx: PaymentContext, _path: string, request: Body): Body {
  const problem = cancelProblem(request);
  if (problem) return invalidRequest(request, problem);
  const payment = ctx.state.payments.get(String(request.paymentId));
  if (!payment) return paymentNotFound(request);
  if (payment.status !== 'SUCCESS' || refundedOf(payment) > 0) return invalidRequest(request, 'paymentId');
  if (payment.card.noCancelOrRefund || ctx.state.cancelsRefused)
    return failure(request, '10012', 'Geçersiz işlem', { errorGroup: 'INVALID_TRANSACTION' });
  payment.refunds.push({
    conversationId: String(request.conversationId),
    price: payment.paidPrice,
    method: 'cancel',
    at: new Date(),
  });
  return success(request, {
    paymentId: payment.paymentId,
    price: payment.paidPrice,
    currency: payment.currency,
    cancelHostReference: `cancel-${payment.paymentId}`,
  });
}

/** One payment as the transaction report lists it (field names of iyzipay-java model/PaymentDetail.java). */
function reported(payment: ContractPayment) {
  const record = (r: ContractPayment['refunds'][number]) => ({
    refundPrice: r.price,
    refundStatus: 1,
    currencyCode: payment.currency,
    createdDate: r.at.toISOString(),
  });
  return {
    paymentId: Number(payment.paymentId),
    paymentConversationId: payment.conversationId,
    basketId: payment.basketId,
    price: payment.price,
    paidPrice: payment.paidPrice,
    currency: payment.currency,
    fraudStatus: payment.fraudStatus,
    cancels: payment.refunds
      .filter((r) => r.method === 'cancel')
      .map((r) => ({ cancelConversationId: r.conversationId, ...record(r) })),
    itemTransactions: [
      {
        itemId: payment.basketId,
        paymentTransactionId: Number(payment.paymentId) * 10,
        price: payment.price,
        paidPrice: payment.paidPrice,
        refunds: payment.refunds
          .filter((r) => r.method === 'refund')
          .map((r) => ({ refundConversationId: r.conversationId, ...record(r) })),
      },
    ],
  };
}

/**
 * Row F4: GET /v2/reporting/payment/details by paymentConversationId or paymentId
 * (docs.iyzico.com/en/advanced/reporting-service; iyzipay-node ReportingTransactionDetails.js and
 * RetrieveTransactionDetailsRequest.js). The values of refundStatus are not published: 1 for a
 * refund made (assumption A15).
 */
function report(ctx: PaymentContext, _path: string, request: Body): Body {
  const reference = request.paymentConversationId ? String(request.paymentConversationId) : undefined;
  const id = request.paymentId ? String(request.paymentId) : undefined;
  if (!reference && !id) return invalidRequest(request, 'paymentConversationId');
  const found = [...ctx.state.payments.values()].filter(
    (p) =>
      (reference !== undefined && p.conversationId === reference) || (id !== undefined && p.paymentId === id),
  );
  return success(request, { payments: found.map(reported) });
}

export function refundRoutes(ctx: PaymentContext): Record<string, (path: string, body: Body) => Body> {
  return {
    '/v2/payment/refund': (path, body) => refund(ctx, path, body),
    '/payment/cancel': (path, body) => cancel(ctx, path, body),
  };
}

export function reportRoutes(ctx: PaymentContext): Record<string, (path: string, query: Body) => Body> {
  return { '/v2/reporting/payment/details': (path, query) => report(ctx, path, query) };
}
