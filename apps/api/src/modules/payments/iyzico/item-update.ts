import type { ItemPriceAnswer, ItemPriceUpdate } from '../../../marketplace-ports.ts';
import { ProviderUnavailableError } from '../../../ports.ts';
import type { IyzicoBody, IyzicoCall } from './client.ts';
import { failureAnswer, UNSETTLED_ERROR_CODES } from './decline-codes.ts';
import { exactDecimal } from './item-figures.ts';
import { checkSigned, idOf } from './outcome.ts';
import { priceOf } from './request.ts';
import { type SignedBody, signedFieldsOf } from './signature.ts';

const KEY_ERRORS = new Set(['1000', '1001']);

/** iyzico's decimal amount in minor units, or null when it is not a whole number of them. */
function minorOf(value: unknown): number | null {
  const text = exactDecimal(value, 2);
  return text !== null && /^\d+$/.test(text) ? Number(text) : null;
}

/**
 * PUT /payment/item, iyzico's "Submerchant Price / Item Update" (docs.iyzico.com, Turkish "Alt Üye
 * / Hak Ediş Güncelleme"; iyzipay-node lib/resources/PaymentItem.js and
 * lib/requests/model/PaymentItem.js, samples "should update subMerchantPrice on a single payment
 * transaction"; iyzipay-java request/UpdatePaymentItemRequest.java, model/PaymentItem.java):
 * `paymentTransactionId`, `subMerchantKey` and `subMerchantPrice` required; the answer is the item
 * (docs row M12). iyzipay-node's request model sends no conversationId, so the answer is matched
 * by its paymentTransactionId; its subMerchantPrice is what iyzico now pays the sub-merchant.
 */
export async function updateItemPrice(call: IyzicoCall, item: ItemPriceUpdate): Promise<ItemPriceAnswer> {
  const body = await call('paymentItem', 'update', {
    paymentTransactionId: item.paymentTransactionId,
    subMerchantKey: item.subMerchantKey,
    subMerchantPrice: priceOf(item.subMerchantPriceMinor),
    withholdingTax: priceOf(item.withholdingMinor),
  });
  if (body.status === 'success') {
    if (
      body.paymentTransactionId !== undefined &&
      idOf(body.paymentTransactionId) !== item.paymentTransactionId
    )
      throw new ProviderUnavailableError('iyzico item update: answer about another item', 'another item');
    return { status: 'ok', subMerchantPriceMinor: minorOf(body.subMerchantPrice) };
  }
  throwIfUnsettled(body);
  return { status: 'refused', answer: failureAnswer(body) };
}

/**
 * The item's subMerchantPrice in iyzico's record of the payment (POST /payment/detail by our
 * payment id, signed like every payment answer, row P1; its itemTransactions carry each item's
 * subMerchantPrice, row M6). Anything but a signed answer about our payment is no answer.
 */
export async function findItemPrice(
  call: IyzicoCall,
  secretKey: string,
  { reference, paymentTransactionId }: { reference: string; paymentTransactionId: string },
): Promise<number | null> {
  const body = await call('payment', 'retrieve', {
    locale: 'en',
    conversationId: reference,
    paymentConversationId: reference,
  });
  if (body.status !== 'success') {
    throwIfUnsettled(body);
    throw new ProviderUnavailableError('iyzico payment detail: no record', failureAnswer(body));
  }
  checkSigned(body, signedFieldsOf.payment(body as SignedBody), secretKey, reference);
  const items = Array.isArray(body.itemTransactions) ? (body.itemTransactions as IyzicoBody[]) : [];
  const item = items.find((candidate) => idOf(candidate.paymentTransactionId) === paymentTransactionId);
  return item ? minorOf(item.subMerchantPrice) : null;
}

function throwIfUnsettled(body: IyzicoBody): void {
  const code = String(body.errorCode);
  if (UNSETTLED_ERROR_CODES.has(code) || KEY_ERRORS.has(code))
    throw new ProviderUnavailableError('iyzico item update failed', failureAnswer(body));
}
