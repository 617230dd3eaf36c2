/**
 * The request fields the contract server requires (rows R3 and R8 of docs/acquirers.md): the mandatory
 * fields of docs.iyzico.com's Init 3DS, Auth 3DS (v2), Retrieve Payment and Refund pages, named as
 * iyzipay-node's request models name them (lib/requests/*). A missing one is answered with
 * iyzico's "invalid request" failure; basket items that do not add up to `price` with 5062 (R4).
 */
type Body = Record<string, unknown>;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

function missing(body: Body | undefined, names: readonly string[], prefix = ''): string | undefined {
  if (!body || typeof body !== 'object') return prefix || 'request';
  const name = names.find((field) => !present(body[field]));
  return name === undefined ? undefined : `${prefix}${name}`;
}

export function initializeProblem(body: Body): string | undefined {
  return (
    missing(body, [
      'conversationId',
      'price',
      'paidPrice',
      'currency',
      'installment',
      'basketId',
      'paymentChannel',
      'paymentGroup',
      'callbackUrl',
      'paymentCard',
      'buyer',
      'billingAddress',
      'basketItems',
    ]) ??
    missing(
      body.paymentCard as Body,
      ['cardHolderName', 'cardNumber', 'expireMonth', 'expireYear', 'cvc'],
      'paymentCard.',
    ) ??
    missing(
      body.buyer as Body,
      ['id', 'name', 'surname', 'identityNumber', 'email', 'registrationAddress', 'city', 'country', 'ip'],
      'buyer.',
    ) ??
    missing(body.billingAddress as Body, ['contactName', 'city', 'country', 'address'], 'billingAddress.') ??
    shippingProblem(body) ??
    basketProblem(body)
  );
}

/** Init 3DS: the shipping address is mandatory when one of the basket's items is PHYSICAL. */
function shippingProblem(body: Body): string | undefined {
  const items = Array.isArray(body.basketItems) ? (body.basketItems as Body[]) : [];
  if (!items.some((item) => item?.itemType === 'PHYSICAL')) return undefined;
  if (!present(body.shippingAddress)) return 'shippingAddress';
  return missing(
    body.shippingAddress as Body,
    ['contactName', 'city', 'country', 'address'],
    'shippingAddress.',
  );
}

/**
 * Row K1: the required fields of docs.iyzico.com "CF-Initialize" (price, paidPrice, currency,
 * callbackUrl, the buyer's and billing address's starred fields, the basket), named as
 * iyzipay-node's CreateCheckoutFormInitializeRequest names them. A card is not among them.
 */
export function checkoutFormProblem(body: Body): string | undefined {
  return (
    missing(body, [
      'price',
      'paidPrice',
      'currency',
      'callbackUrl',
      'buyer',
      'billingAddress',
      'basketItems',
    ]) ??
    missing(
      body.buyer as Body,
      ['id', 'name', 'surname', 'identityNumber', 'email', 'registrationAddress', 'city', 'country', 'ip'],
      'buyer.',
    ) ??
    missing(body.billingAddress as Body, ['contactName', 'city', 'country', 'address'], 'billingAddress.') ??
    shippingProblem(body) ??
    basketProblem(body)
  );
}

/** The basket items' prices add up to price; each item has id, name, category1, itemType, price. */
function basketProblem(body: Body): string | undefined {
  const items = body.basketItems;
  if (!Array.isArray(items) || items.length === 0) return 'basketItems';
  for (const item of items) {
    const problem = missing(item as Body, ['id', 'name', 'category1', 'itemType', 'price'], 'basketItems.');
    if (problem) return problem;
  }
  const total = items.reduce((sum: number, item) => sum + Number((item as Body).price), 0);
  return Math.abs(total - Number(body.price)) > 1e-9 ? 'basketItems.price' : undefined;
}

export const authProblem = (body: Body) => missing(body, ['paymentId', 'paidPrice', 'basketId', 'currency']);
export const detailProblem = (body: Body) =>
  present(body.paymentId) || present(body.paymentConversationId) ? undefined : 'paymentId';
/** Row F6: refund v2 and cancel take the `ip` the request is made for (docs/acquirers.md). */
export const refundProblem = (body: Body) => missing(body, ['paymentId', 'price', 'ip']);
export const cancelProblem = (body: Body) => missing(body, ['paymentId', 'ip']);

/** The currencies iyzico names (iyzipay-java com/iyzipay/model/Currency.java; iyzipay-node lib/Iyzipay.js CURRENCY). */
export const supportedCurrencies = new Set(['TRY', 'USD', 'EUR', 'GBP', 'NOK', 'CHF', 'RUB', 'IRR']);
