import type { CardBrand } from '@kopru/domain/card';
import {
  type ChargeInput,
  type PaymentLookup,
  type ProviderCard,
  type ProviderOutcome,
  ProviderUnavailableError,
} from '../../../ports.ts';
import type { IyzicoBody, IyzicoCall } from './client.ts';
import { declineCodeOf, failureAnswer, UNSETTLED_ERROR_CODES } from './decline-codes.ts';
import { withSplit } from './marketplace-basket.ts';
import { checkSigned, decidePayment, untrustedAnswer } from './outcome.ts';
import { priceOf, threeDsInitializeRequest } from './request.ts';
import { type SignedBody, signedFieldsOf } from './signature.ts';

/**
 * iyzico's Checkout Form: the payer types the card on iyzico's own page, so no card number or
 * CVC reaches our servers (docs/decisions/012-card-entry-on-iyzicos-page.md). Initialize answers a
 * token and the page's address (paymentPageUrl); iyzico posts the token to our callbackUrl when
 * the payer has paid; the result is read by the token (docs.iyzico.com "CF-Initialize",
 * "CF-Retrieve"; iyzipay-node samples "should initialize checkout form", "should retrieve
 * checkout form result").
 */

/** How long the page takes a payment: the tokenExpireTime of iyzico's sample answer (1800 s). */
export const CHECKOUT_FORM_SECONDS = 1_800;

/**
 * The body of /payment/iyzipos/checkoutform/initialize/auth/ecom (iyzipay-node
 * CreateCheckoutFormInitializeRequest): the order of the 3-D Secure initialize without the card,
 * its installment and channel, in the payer's language, in one installment only (so iyzico's
 * paidPrice stays our amount).
 */
export function checkoutFormRequest(input: ChargeInput): Record<string, unknown> {
  const {
    paymentCard: _card,
    installment: _installment,
    paymentChannel: _channel,
    ...order
  } = withSplit(threeDsInitializeRequest({ ...input, card: undefined }), input.split, input.amountMinor);
  return { ...order, locale: input.locale ?? 'en', enabledInstallments: [1] };
}

export async function initializeCheckoutForm(
  call: IyzicoCall,
  secretKey: string,
  input: ChargeInput,
): Promise<ProviderOutcome> {
  const body = await call('checkoutFormInitialize', 'create', checkoutFormRequest(input));
  // Initialize charges nothing: a refusal ends the attempt.
  if (body.status === 'failure') return { status: 'failed', declineCode: declineCodeOf(body.errorCode) };
  if (typeof body.token !== 'string' || body.token === '') throw untrustedAnswer('no token');
  checkSigned(body, signedFieldsOf.checkoutFormInitialize(body as SignedBody), secretKey, input.reference);
  const url = pageUrlOf(body.paymentPageUrl);
  if (!url) throw untrustedAnswer('no paymentPageUrl');
  return { status: 'requires_action', action: { type: 'redirect', url }, providerToken: body.token };
}

function pageUrlOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The result of the page by its token, checked: the signature over iyzico's fields for it, the
 * token, basket, currency and price ours. A failure answer that is not a system code means the
 * page has taken no payment (yet): the payer may still pay there until the token expires, so it
 * answers `requires_action` and the reconciler waits (assumption A24 in docs/acquirers.md).
 */
export async function retrieveCheckoutForm(
  call: IyzicoCall,
  secretKey: string,
  payment: PaymentLookup & { amountMinor?: number; currency?: string },
  token: string,
): Promise<ProviderOutcome> {
  const { reference } = payment;
  const body = await call('checkoutForm', 'retrieve', { locale: 'en', conversationId: reference, token });
  if (body.status === 'failure') {
    if (UNSETTLED_ERROR_CODES.has(String(body.errorCode)))
      throw new ProviderUnavailableError('iyzico checkout form lookup failed', failureAnswer(body));
    return {
      status: 'requires_action',
      action: { type: 'redirect', url: '' },
      providerToken: token,
    };
  }
  checkSigned(body, signedFieldsOf.checkoutForm(body as SignedBody), secretKey, reference);
  if (body.token !== token) throw untrustedAnswer('about another checkout form');
  const outcome = decidePayment(body, {
    reference,
    ...(payment.amountMinor === undefined ? {} : { paidPrice: priceOf(payment.amountMinor) }),
    ...(payment.currency === undefined ? {} : { currency: payment.currency }),
  });
  const card = cardOf(body);
  if (!card || outcome.status === 'requires_action') return outcome;
  return { ...outcome, card };
}

const brands: Record<string, CardBrand> = {
  VISA: 'visa',
  MASTER_CARD: 'mastercard',
  AMERICAN_EXPRESS: 'amex',
  TROY: 'troy',
};

/** The card as iyzico reports it (iyzipay-java PaymentResource: cardAssociation, lastFourDigits). */
function cardOf(body: IyzicoBody): ProviderCard | undefined {
  const last4 = String(body.lastFourDigits ?? '');
  if (!/^\d{4}$/.test(last4)) return undefined;
  return { brand: brands[String(body.cardAssociation)] ?? 'unknown', last4 };
}
