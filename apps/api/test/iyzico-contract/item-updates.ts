import { type Body, failure, invalidRequest, success } from './answers.ts';
import { type ContractAssumptions, type ContractPayment, type ContractState, refundedOf } from './state.ts';

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Row M12: PUT /payment/item, "Submerchant Price / Item Update" (docs.iyzico.com
 * …/marketplace-implementation/submerchant/alt-uye-sorgulama-1, Turkish "Alt Üye / Hak Ediş
 * Güncelleme": `paymentTransactionId`, `subMerchantKey`, `subMerchantPrice` required, the answer
 * is the item with its figures; iyzipay-node lib/resources/PaymentItem.js and
 * lib/requests/model/PaymentItem.js, which also carry `withholdingTax` and no conversationId;
 * iyzipay-java model/PaymentItem.java). An item it does not know, or approved already, and a key it
 * has not registered: failure (assumption A27's code). Whether an item of a payment with a refund
 * may be updated and what the answer carries: assumption A37, both ways.
 */
/** A39: what the payment's refunds took of `item`. */
function refundedOfItem(
  payment: ContractPayment,
  item: ContractPayment['items'][number],
  assumptions: ContractAssumptions,
) {
  const refunded = refundedOf(payment);
  if (assumptions.refundSpread === 'every-item') return refunded;
  let left = refunded;
  for (const candidate of payment.items) {
    const taken = Math.min(left, candidate.price);
    if (candidate === item) return taken;
    left -= taken;
  }
  return 0;
}

export function itemUpdateRoutes(
  state: ContractState,
  assumptions: ContractAssumptions,
  isSubMerchantKey: (key: string) => boolean,
) {
  /** A test makes the next item update be refused with this answer. */
  const refusal: { next?: { errorCode: string; errorMessage: string } } = {};
  function update(_path: string, request: Body): Body {
    for (const field of ['paymentTransactionId', 'subMerchantKey', 'subMerchantPrice'])
      if (!present(request[field])) return invalidRequest(request, field);
    const refused = refusal.next;
    if (refused) {
      refusal.next = undefined;
      return failure(request, refused.errorCode, refused.errorMessage);
    }
    const id = String(request.paymentTransactionId);
    const payment = [...state.payments.values()]
      .filter((candidate) => candidate.status === 'SUCCESS')
      .find((candidate) => candidate.items.some((item) => item.paymentTransactionId === id));
    const item = payment?.items.find((candidate) => candidate.paymentTransactionId === id);
    if (!payment || !item || item.approved) return failure(request, '2003', 'Ödeme kırılımı bulunamadı');
    if (!isSubMerchantKey(String(request.subMerchantKey))) return invalidRequest(request, 'subMerchantKey');
    const refunded = refundedOf(payment);
    if (refunded > 0 && assumptions.itemUpdateAfterRefund === 'refused')
      return failure(request, '10012', 'Geçersiz işlem', { errorGroup: 'INVALID_TRANSACTION' });
    // What is left of the item after the payment's refunds bounds the share (like A26; A39).
    const share = Number(request.subMerchantPrice);
    if (!(share >= 0) || share > item.price - refundedOfItem(payment, item, assumptions) + 1e-9)
      return invalidRequest(request, 'subMerchantPrice');
    item.subMerchantKey = String(request.subMerchantKey);
    item.subMerchantPrice = share;
    if (present(request.withholdingTax)) item.withholdingTax = Number(request.withholdingTax);
    if (assumptions.itemUpdateAnswer === 'status') return success(request, {});
    return success(request, {
      itemId: item.itemId,
      paymentTransactionId: item.paymentTransactionId,
      transactionStatus: 1,
      price: item.price,
      paidPrice: item.price,
      ...item.figures,
      subMerchantKey: item.subMerchantKey,
      subMerchantPrice: item.subMerchantPrice,
      subMerchantPayoutAmount: item.subMerchantPrice,
      ...(item.withholdingTax !== undefined ? { withholdingTax: item.withholdingTax } : {}),
    });
  }
  return {
    routes: { '/payment/item': update },
    refuseNext: (errorCode: string, errorMessage: string) => {
      refusal.next = { errorCode, errorMessage };
    },
  };
}
