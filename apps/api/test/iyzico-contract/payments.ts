import { type Body, failure, invalidRequest, paymentNotFound, printedPrice, success } from './answers.ts';
import { threeDsForm } from './bank-page.ts';
import { contractCards, passesLuhn } from './cards.ts';
import { authProblem, detailProblem, initializeProblem, supportedCurrencies } from './fields.ts';
import { type ContractFigureSettings, itemFigures } from './item-figures.ts';
import {
  type ContractAssumptions,
  type ContractItem,
  type ContractPayment,
  type ContractState,
  findPayment,
} from './state.ts';

/**
 * The payment endpoints of the contract server. Each answer names its row of the table in
 * docs/acquirers.md ("Contract server: each answer and its source").
 */
export interface PaymentContext {
  state: ContractState;
  assumptions: ContractAssumptions;
  /** Signs a success answer of `path` over `fields` (a tampered signature when asked to). */
  signed(path: string, body: Body, fields: unknown[]): Body;
  bankUrl(paymentId: string): string;
  /** Row M6: the account is a marketplace; every item must name a registered sub-merchant. */
  marketplace: boolean;
  isSubMerchantKey(key: string): boolean;
  /** Row M10: the rates the figures are computed with (assumption A33). */
  figures: ContractFigureSettings;
  /** Row M8: the currency iyzico pays an item's sub-merchant in (TRY without one). */
  payoutCurrencyOf(subMerchantKey: string | undefined): string;
  /** When a charge happens (its items' blockageResolvedDate follows it). */
  now(): Date;
}

export const paymentFields = (p: ContractPayment) => [
  p.paymentId,
  p.currency,
  p.basketId,
  p.conversationId,
  printedPrice(p.paidPrice),
  printedPrice(p.price),
];

export function paymentBody(p: ContractPayment): Body {
  return {
    paymentId: p.paymentId,
    basketId: p.basketId,
    price: p.price,
    paidPrice: p.paidPrice,
    currency: p.currency,
    installment: 1,
    fraudStatus: p.fraudStatus,
    lastFourDigits: p.lastFour,
    phase: 'AUTH',
    itemTransactions: p.items.map((item) => ({
      itemId: item.itemId,
      paymentTransactionId: item.paymentTransactionId,
      price: item.price,
      paidPrice: item.price,
      ...(item.subMerchantKey
        ? { subMerchantKey: item.subMerchantKey, subMerchantPrice: item.subMerchantPrice }
        : {}),
      ...item.figures,
      ...(item.withholdingTax !== undefined ? { withholdingTax: item.withholdingTax } : {}),
    })),
  };
}

/** Row M6: each basket item as iyzico keeps it, with the paymentTransactionId it gives the item. */
export function contractItemsOf(ctx: PaymentContext, basket: Body[]): ContractItem[] {
  return basket.map((item) => ({
    itemId: String(item.id),
    price: Number(item.price),
    paymentTransactionId: String(ctx.state.nextId++),
    ...(item.subMerchantKey
      ? { subMerchantKey: String(item.subMerchantKey), subMerchantPrice: Number(item.subMerchantPrice) }
      : {}),
    ...(present(item.withholdingTax) ? { withholdingTax: Number(item.withholdingTax) } : {}),
  }));
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Row M11: `withholdingTax`, when an item carries it, is an amount (iyzipay-node BasketItem.js
 * formats it as a price; iyzipay-java BasketItem.java a BigDecimal) of at least zero and no more
 * than the item's price less what iyzico sends the sub-merchant (assumption A36).
 */
function withholdingProblem(item: Body): string | undefined {
  if (!present(item.withholdingTax)) return undefined;
  const tax = Number(item.withholdingTax);
  const left = Number(item.price) - (present(item.subMerchantPrice) ? Number(item.subMerchantPrice) : 0);
  return tax >= 0 && tax <= left + 1e-9 ? undefined : 'basketItems.withholdingTax';
}

/**
 * Row M6: on a marketplace account every basket item names its sub-merchant and that share
 * (docs.iyzico.com "Pazaryeri Ödemesi": subMerchantKey and subMerchantPrice required on each item).
 * A key not registered, or a share above the item's price: failure 11 (assumption A26). Two items
 * of one sub-merchant (row M9): taken, or refused under assumption A30.
 */
export function marketplaceProblem(ctx: PaymentContext, items: Body[]): string | undefined {
  if (!ctx.marketplace) return undefined;
  const keys = items.map((item) => String(item.subMerchantKey));
  if (ctx.assumptions.sameSubMerchantTwice === 'refused' && new Set(keys).size < keys.length)
    return 'basketItems.subMerchantKey';
  for (const item of items) {
    if (!item.subMerchantKey) return 'basketItems.subMerchantKey';
    if (item.subMerchantPrice === undefined || item.subMerchantPrice === '')
      return 'basketItems.subMerchantPrice';
    if (!ctx.isSubMerchantKey(String(item.subMerchantKey))) return 'basketItems.subMerchantKey';
    const share = Number(item.subMerchantPrice);
    if (!(share >= 0) || share > Number(item.price) + 1e-9) return 'basketItems.subMerchantPrice';
    const withholding = withholdingProblem(item);
    if (withholding) return withholding;
  }
  return undefined;
}

/** Rows E3, C5, C7, A8: what a card is refused with before 3-D Secure starts, if anything. */
export function refusedAtInitialize(
  ctx: PaymentContext,
  request: Body,
  cardNumber: string,
  currency: string,
) {
  if (!passesLuhn(cardNumber)) return failure(request, '12', 'Kart numarası geçersizdir');
  const card = contractCards[cardNumber];
  // C5 and A8: "3dsecure initialize failed"; a card not in the published list is refused the same way.
  if (!card || card.initializeFails)
    return failure(request, '10204', 'Ödeme işlemi esnasında genel bir hata oluştu', {
      errorGroup: 'UNKNOWN',
    });
  if (
    card.issued === 'domestic' &&
    currency !== 'TRY' &&
    ctx.assumptions.domesticForeignCurrency === 'refused'
  )
    return failure(request, '5184', 'Yerli kartlar ile döviz ödemesi yapılamaz');
  if (card.error && ctx.assumptions.cardErrorsAt === 'initialize')
    return failure(request, card.error.errorCode, card.error.errorMessage, {
      errorGroup: card.error.errorGroup,
    });
  return undefined;
}

/** Row T1: POST /payment/3dsecure/initialize. */
function initialize(ctx: PaymentContext, path: string, request: Body): Body {
  const problem = initializeProblem(request);
  if (problem === 'basketItems.price')
    return failure(request, '5062', 'Gönderilen tutar tüm kırılımların toplam tutarına eşit olmalıdır');
  if (problem) return invalidRequest(request, problem);
  const currency = String(request.currency);
  if (!supportedCurrencies.has(currency)) return invalidRequest(request, 'currency');
  const basket = request.basketItems as Body[];
  const splitProblem = marketplaceProblem(ctx, basket);
  if (splitProblem) return invalidRequest(request, splitProblem);
  const cardNumber = String((request.paymentCard as Body).cardNumber);
  const refused = refusedAtInitialize(ctx, request, cardNumber, currency);
  if (refused) return refused;
  const card = contractCards[cardNumber] ?? {};
  const paymentId = String(ctx.state.nextId++);
  ctx.state.payments.set(paymentId, {
    paymentId,
    conversationId: String(request.conversationId),
    basketId: String(request.basketId),
    price: Number(request.price),
    paidPrice: Number(request.paidPrice),
    currency,
    callbackUrl: String(request.callbackUrl),
    card,
    lastFour: cardNumber.slice(-4),
    status: 'INIT_THREEDS',
    conversationData: `cd-${paymentId}`,
    fraudStatus: 1,
    refunds: [],
    items: contractItemsOf(ctx, basket),
  });
  const html = threeDsForm(ctx.bankUrl(paymentId));
  return ctx.signed(
    path,
    success(request, { paymentId, threeDSHtmlContent: Buffer.from(html).toString('base64') }),
    [paymentId, request.conversationId],
  );
}

/**
 * Row T4: POST /payment/v2/3dsecure/auth charges a payment whose challenge succeeded, when the
 * request's paidPrice, basketId and currency are the payment's (A13: a mismatch is refused).
 */
function auth(ctx: PaymentContext, path: string, request: Body): Body {
  const problem = authProblem(request);
  if (problem) return invalidRequest(request, problem);
  const payment = ctx.state.payments.get(String(request.paymentId));
  if (!payment) return paymentNotFound(request);
  if (payment.status !== 'CALLBACK_THREEDS') return invalidRequest(request, 'paymentId');
  if (
    Number(request.paidPrice) !== payment.paidPrice ||
    String(request.basketId) !== payment.basketId ||
    String(request.currency) !== payment.currency
  )
    return invalidRequest(request, 'paidPrice');
  const injected = ctx.state.authErrors.get(payment.paymentId);
  ctx.state.authErrors.delete(payment.paymentId);
  // T6 (assumption A14): a system or timeout answer, after which iyzico's record shows the
  // payment charged or refused; the test says which.
  if (injected) {
    if (injected.charged) charge(ctx, payment);
    else Object.assign(payment, { status: 'FAILURE', errorCode: injected.error.errorCode });
    return failure(request, injected.error.errorCode, injected.error.errorMessage, {
      errorGroup: injected.error.errorGroup,
      paymentId: payment.paymentId,
    });
  }
  const error = payment.card.error;
  if (error) {
    payment.status = 'FAILURE';
    payment.errorCode = error.errorCode;
    return failure(request, error.errorCode, error.errorMessage, {
      errorGroup: error.errorGroup,
      paymentId: payment.paymentId,
    });
  }
  charge(ctx, payment);
  return ctx.signed(path, success(request, { ...paymentBody(payment), mdStatus: 1 }), paymentFields(payment));
}

export function charge(ctx: PaymentContext, payment: ContractPayment) {
  payment.status = payment.fraudStatus === -1 ? 'FAILURE' : 'SUCCESS';
  if (payment.status !== 'SUCCESS') return;
  ctx.state.charges.set(payment.conversationId, (ctx.state.charges.get(payment.conversationId) ?? 0) + 1);
  const chargedAt = ctx.now();
  payment.items.forEach((item, index) => {
    const payout = ctx.payoutCurrencyOf(item.subMerchantKey);
    item.figures = itemFigures(payment, item, index === 0, chargedAt, payout, ctx.figures);
  });
}

/** Rows P1-P3: POST /payment/detail by paymentId or paymentConversationId. */
function detail(ctx: PaymentContext, path: string, request: Body): Body {
  const problem = detailProblem(request);
  if (problem) return invalidRequest(request, problem);
  const found = findPayment(ctx.state, request);
  // Row P3: "no record" also for a payment that exists (keys of another environment; set by a test).
  const payment = found && ctx.state.noRecordOf.has(found.paymentId) ? undefined : found;
  if (!payment)
    return ctx.assumptions.unknownPayment === '5087'
      ? paymentNotFound(request)
      : failure(request, '1', 'Sistem hatası');
  const extra = payment.errorCode ? { errorCode: payment.errorCode } : {};
  return ctx.signed(
    path,
    success(request, { ...paymentBody(payment), paymentStatus: payment.status, ...extra }),
    paymentFields(payment),
  );
}

/**
 * Row R7: POST /payment/bin/check. The BIN of iyzipay-java's BinNumberSample answers what that
 * sample asserts; what other BINs answer is not published (assumption A17: invalid request).
 */
function binCheck(_ctx: PaymentContext, _path: string, request: Body): Body {
  if (request.binNumber !== '554960') return invalidRequest(request, 'binNumber');
  return success(request, {
    binNumber: '554960',
    cardType: 'CREDIT_CARD',
    cardAssociation: 'MASTER_CARD',
    cardFamily: 'Bonus',
    bankName: 'Garanti Bankası',
    bankCode: 62,
  });
}

export function paymentRoutes(ctx: PaymentContext): Record<string, (path: string, body: Body) => Body> {
  return {
    '/payment/3dsecure/initialize': (path, body) => initialize(ctx, path, body),
    '/payment/v2/3dsecure/auth': (path, body) => auth(ctx, path, body),
    '/payment/detail': (path, body) => detail(ctx, path, body),
    '/payment/bin/check': (path, body) => binCheck(ctx, path, body),
  };
}
