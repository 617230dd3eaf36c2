import { randomUUID } from 'node:crypto';
import { type Body, failure, invalidRequest, printedPrice, success } from './answers.ts';
import { contractCards } from './cards.ts';
import { checkoutFormProblem, supportedCurrencies } from './fields.ts';
import {
  charge,
  contractItemsOf,
  marketplaceProblem,
  type PaymentContext,
  paymentBody,
  refusedAtInitialize,
} from './payments.ts';
import type { ContractCheckoutForm, ContractPayment } from './state.ts';

/**
 * iyzico's Checkout Form on the contract server (rows K1-K5 of docs/acquirers.md):
 * initialize answers a token and the address of the payment page; the page (ours: a minimal
 * card form) takes the card, charges it and posts the token to the merchant's callbackUrl from
 * the payer's browser; retrieve answers the result by the token.
 */
export interface CheckoutFormContext extends PaymentContext {
  pageUrl(token: string, locale: string): string;
}

/** tokenExpireTime of iyzico's sample answer (row K1). */
const TOKEN_SECONDS = 1_800;

/** Row K1: POST /payment/iyzipos/checkoutform/initialize/auth/ecom. */
function initialize(ctx: CheckoutFormContext, path: string, request: Body): Body {
  const problem = checkoutFormProblem(request);
  if (problem === 'basketItems.price')
    return failure(request, '5062', 'Gönderilen tutar tüm kırılımların toplam tutarına eşit olmalıdır');
  if (problem) return invalidRequest(request, problem);
  const currency = String(request.currency);
  if (!supportedCurrencies.has(currency)) return invalidRequest(request, 'currency');
  const basket = request.basketItems as Body[];
  const splitProblem = marketplaceProblem(ctx, basket);
  if (splitProblem) return invalidRequest(request, splitProblem);
  const token = randomUUID();
  const locale = request.locale === 'en' ? 'en' : 'tr';
  ctx.state.checkoutForms.set(token, {
    token,
    conversationId: String(request.conversationId ?? ''),
    basketId: String(request.basketId ?? ''),
    price: Number(request.price),
    paidPrice: Number(request.paidPrice),
    currency,
    callbackUrl: String(request.callbackUrl),
    locale,
    expiresAt: Date.now() + TOKEN_SECONDS * 1000,
    items: contractItemsOf(ctx, basket),
  });
  const pageUrl = ctx.pageUrl(token, locale);
  return ctx.signed(
    path,
    success(request, {
      token,
      // iyzico's answer carries a script that draws its form on the merchant's page; the
      // adapter sends the payer to paymentPageUrl instead, so this one only names the page.
      checkoutFormContent: `<script type="text/javascript">/* contract checkout form ${token} */</script>`,
      tokenExpireTime: TOKEN_SECONDS,
      paymentPageUrl: pageUrl,
    }),
    [request.conversationId, token],
  );
}

/** Row K4: POST /payment/iyzipos/checkoutform/auth/ecom/detail by token. */
function retrieve(ctx: CheckoutFormContext, path: string, request: Body): Body {
  if (typeof request.token !== 'string' || request.token === '') return invalidRequest(request, 'token');
  const form = ctx.state.checkoutForms.get(request.token);
  const payment = form?.paymentId ? ctx.state.payments.get(form.paymentId) : undefined;
  // K5 (assumption A24): a token the page has taken no payment for answers a failure
  // (iyzipay-java CheckoutFormTest: retrieve right after initialize answers failure).
  if (!form || !payment || ctx.state.noRecordOf.has(payment.paymentId))
    return ctx.assumptions.unpaidCheckoutForm === '5087'
      ? failure(request, '5087', 'Üye işyerine ait ödeme kaydı bulunamadı')
      : failure(request, '1', 'Sistem hatası');
  const extra = payment.errorCode ? { errorCode: payment.errorCode } : {};
  return ctx.signed(
    path,
    success(request, {
      ...paymentBody(payment),
      paymentStatus: payment.status,
      token: form.token,
      callbackUrl: form.callbackUrl,
      cardAssociation: payment.cardAssociation,
      ...extra,
    }),
    [
      payment.status,
      payment.paymentId,
      payment.currency,
      payment.basketId,
      request.conversationId,
      printedPrice(payment.paidPrice),
      printedPrice(payment.price),
      form.token,
    ],
  );
}

export type PageAnswer =
  | { kind: 'callback'; callbackUrl: string; fields: Record<string, string> }
  | { kind: 'refused'; message: string }
  | { kind: 'unknown_token' };

/**
 * Row K3: the payer submits the card on the page. A card iyzico would refuse is shown its error
 * and the payer may try another (assumption A25: nothing is posted; `refusedCardOnPage:
 * 'callback'` posts the token of a payment in FAILURE instead). A card that pays is charged and
 * the token goes to callbackUrl.
 */
export function payOnPage(
  ctx: CheckoutFormContext,
  token: string,
  card: { number: string; holderName?: string },
): PageAnswer {
  const form = ctx.state.checkoutForms.get(token);
  if (!form || form.expiresAt < Date.now() || form.paymentId) return { kind: 'unknown_token' };
  const number = card.number.replace(/\D/g, '');
  const known = contractCards[number];
  const refusal =
    refusedAtInitialize(ctx, { locale: form.locale }, number, form.currency) ??
    (known?.mdStatus && known.mdStatus !== '1'
      ? failure(undefined, '10217', '3-D Secure doğrulaması başarısız')
      : known?.error
        ? failure(undefined, known.error.errorCode, known.error.errorMessage)
        : undefined);
  if (refusal && ctx.assumptions.refusedCardOnPage === 'retry')
    return { kind: 'refused', message: String(refusal.errorMessage) };
  const payment = newPayment(ctx, form, number);
  if (refusal) {
    payment.status = 'FAILURE';
    payment.errorCode = String(refusal.errorCode);
  } else charge(ctx, payment);
  form.paymentId = payment.paymentId;
  return { kind: 'callback', callbackUrl: form.callbackUrl, fields: { token } };
}

function newPayment(ctx: CheckoutFormContext, form: ContractCheckoutForm, number: string): ContractPayment {
  const paymentId = String(ctx.state.nextId++);
  const payment: ContractPayment = {
    paymentId,
    conversationId: form.conversationId,
    basketId: form.basketId,
    price: form.price,
    paidPrice: form.paidPrice,
    currency: form.currency,
    callbackUrl: form.callbackUrl,
    card: contractCards[number] ?? {},
    lastFour: number.slice(-4),
    cardAssociation: number.startsWith('4') ? 'VISA' : number.startsWith('5') ? 'MASTER_CARD' : 'UNKNOWN',
    status: 'CALLBACK_THREEDS',
    conversationData: `cd-${paymentId}`,
    fraudStatus: 1,
    refunds: [],
    items: form.items,
  };
  ctx.state.payments.set(paymentId, payment);
  return payment;
}

export function checkoutFormRoutes(
  ctx: CheckoutFormContext,
): Record<string, (path: string, body: Body) => Body> {
  return {
    '/payment/iyzipos/checkoutform/initialize/auth/ecom': (path, body) => initialize(ctx, path, body),
    '/payment/iyzipos/checkoutform/auth/ecom/detail': (path, body) => retrieve(ctx, path, body),
  };
}
