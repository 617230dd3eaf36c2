import type { ChargedItem, MarketplaceSplit } from '../../../ports.ts';
import type { IyzicoBody } from './client.ts';
import { priceOf } from './request.ts';

/**
 * Marketplace mode: every basket item names the sub-merchant and what iyzico pays it
 * (`subMerchantKey`, `subMerchantPrice`; docs.iyzico.com "Pazaryeri Ödemesi", iyzipay-node
 * lib/requests/model/BasketItem.js). A payment has one item, so its subMerchantPrice is the whole
 * share and the platform's commission is `price - subMerchantPrice`.
 */
export function withSplit(request: IyzicoBody, split: MarketplaceSplit | undefined): IyzicoBody {
  if (!split) return request;
  const items = request.basketItems as IyzicoBody[];
  if (items.length !== 1) throw new Error('a marketplace payment has exactly one basket item');
  return {
    ...request,
    basketItems: items.map((item) => ({
      ...item,
      subMerchantKey: split.subMerchantKey,
      subMerchantPrice: priceOf(split.subMerchantPriceMinor),
    })),
  };
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
