import { type ChargedItem, type MarketplaceSplit, reserveItemIdOf } from '../../../ports.ts';
import type { IyzicoBody } from './client.ts';
import { priceOf } from './request.ts';

/**
 * Marketplace mode: every basket item names the sub-merchant and what iyzico pays it
 * (`subMerchantKey`, `subMerchantPrice`; docs.iyzico.com "Pazaryeri Ödemesi", iyzipay-node
 * lib/requests/model/BasketItem.js). The payment's item carries its amount less the reserve, and
 * the platform's commission is its `price - subMerchantPrice`. The rolling reserve (decision 013)
 * is a second item of the same sub-merchant, all of it the sub-merchant's, which iyzico holds
 * until the platform approves it (docs/acquirers.md, assumptions A30 and A31); the items' prices
 * add up to the payment's `price`. The e-commerce withholding (decision 015) is each item's
 * `withholdingTax` (iyzipay-node BasketItem.js, iyzipay-java BasketItem.java, row M11): kept out of
 * its subMerchantPrice, which iyzico sends to the sub-merchant's IBAN, so the platform receives it
 * with its commission; the reserve's item carries the reserve plus its part.
 */
export function withSplit(
  request: IyzicoBody,
  split: MarketplaceSplit | undefined,
  amountMinor: number,
): IyzicoBody {
  if (!split) return request;
  const items = request.basketItems as IyzicoBody[];
  const [item] = items;
  if (!item || items.length !== 1) throw new Error('a marketplace payment has exactly one basket item');
  const reserve = split.reserveMinor;
  const reservePrice = reserve + split.reserveWithholdingMinor;
  // Sent on every item once the payment has a withholding (decision 015), zero included.
  const withholds = split.withholdingMinor + split.reserveWithholdingMinor > 0;
  const own = {
    ...item,
    price: priceOf(amountMinor - reservePrice),
    subMerchantKey: split.subMerchantKey,
    subMerchantPrice: priceOf(split.subMerchantPriceMinor),
    ...(withholds ? { withholdingTax: priceOf(split.withholdingMinor) } : {}),
  };
  if (reserve === 0) return { ...request, basketItems: [own] };
  const reserveItem = {
    ...item,
    id: reserveItemIdOf(String(item.id)),
    price: priceOf(reservePrice),
    subMerchantKey: split.subMerchantKey,
    subMerchantPrice: priceOf(reserve),
    ...(withholds ? { withholdingTax: priceOf(split.reserveWithholdingMinor) } : {}),
  };
  return { ...request, basketItems: [own, reserveItem] };
}

/** The items of a payment answer (`itemTransactions`, iyzipay-java PaymentResource / PaymentItem). */
export function chargedItemsOf(body: IyzicoBody): ChargedItem[] | undefined {
  if (!Array.isArray(body.itemTransactions)) return undefined;
  const items = (body.itemTransactions as IyzicoBody[]).flatMap((item) => {
    const itemId = typeof item?.itemId === 'string' ? item.itemId : undefined;
    const id = item?.paymentTransactionId;
    const paymentTransactionId = typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
    return itemId && paymentTransactionId ? [{ itemId, paymentTransactionId }] : [];
  });
  return items.length > 0 ? items : undefined;
}
