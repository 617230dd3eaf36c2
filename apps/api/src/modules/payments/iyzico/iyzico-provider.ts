import type { Env } from '../../../env.ts';
import { CallbackRejectedError, type PaymentProvider, ProviderUnavailableError } from '../../../ports.ts';
import { checkIyzicoAccount } from './account-check.ts';
import { CHECKOUT_FORM_SECONDS, initializeCheckoutForm, retrieveCheckoutForm } from './checkout-form.ts';
import { createIyzicoClient, type IyzicoConfig } from './client.ts';
import {
  declineCodeOf,
  failureAnswer,
  mdStatusDecline,
  PAYMENT_NOT_FOUND_ERROR_CODE,
} from './decline-codes.ts';
import { withSplit } from './marketplace-basket.ts';
import { readIyzicoNotification } from './notification.ts';
import { chargeFailure, checkSigned, idOf, paymentOutcome, untrustedAnswer } from './outcome.ts';
import { refund, retrieveRefund } from './refunds.ts';
import { priceOf, threeDsInitializeRequest } from './request.ts';
import { type SignedBody, signedFieldsOf, verifySigned } from './signature.ts';

/** The settings IYZICO_API_KEY, IYZICO_SECRET_KEY, IYZICO_BASE_URL, IYZICO_TIMEOUT_MS (loadEnv checks the keys). */
export function iyzicoConfigFrom(env: Env): IyzicoConfig {
  return {
    apiKey: env.IYZICO_API_KEY ?? '',
    secretKey: env.IYZICO_SECRET_KEY ?? '',
    baseUrl: env.IYZICO_BASE_URL,
    timeoutMs: env.IYZICO_TIMEOUT_MS,
  };
}

/**
 * iyzico through its official client (iyzipay). The payer types the card on iyzico's Checkout
 * Form page (checkout-form.ts): charge without a card initializes it and sends the payer there,
 * complete reads the result by the token iyzico posts back, retrieve asks by the token until
 * iyzico gave a paymentId. With `cardEntry: 'direct'` (tests of the direct API only) every card
 * payment goes through 3-D Secure: charge initializes it and answers the bank's form (threeDSHtmlContent); complete checks the
 * signed callback and finishes the payment with the v2 auth (/payment/v2/3dsecure/auth, which
 * also checks the amount, currency and basket); retrieve looks the payment up by its paymentId
 * (by our reference only before iyzico gave one) for the reconciler; refund refunds by paymentId.
 * Answers whose signature does not match are treated as no answer (ProviderUnavailableError).
 */
export function createIyzicoProvider(config: IyzicoConfig): PaymentProvider {
  const call = createIyzicoClient(config);
  const { secretKey } = config;

  return {
    name: 'iyzico',
    // Init 3DS requires the buyer's city, country and registration address and a billing address.
    requiredPayerFields: ['billingAddress'],
    cardEntry:
      config.cardEntry === 'direct'
        ? { kind: 'own_form' }
        : { kind: 'acquirer_page', pageSeconds: CHECKOUT_FORM_SECONDS },

    async charge(input) {
      // Without a card the payer types it on iyzico's page (Checkout Form).
      if (!input.card) return initializeCheckoutForm(call, secretKey, input);
      const body = await call(
        'threedsInitialize',
        'create',
        withSplit(threeDsInitializeRequest(input), input.split, input.amountMinor),
      );
      if (body.status === 'failure') return { status: 'failed', declineCode: declineCodeOf(body.errorCode) };
      checkSigned(body, signedFieldsOf.threeDsInitialize(body as SignedBody), secretKey, input.reference);
      if (typeof body.threeDSHtmlContent !== 'string') throw untrustedAnswer('no threeDSHtmlContent');
      // The paymentId is kept with the page: the reconciler looks the payment up by it.
      if (!idOf(body.paymentId)) throw untrustedAnswer('no paymentId');
      const html = Buffer.from(body.threeDSHtmlContent, 'base64').toString('utf8');
      return {
        status: 'requires_action',
        action: { type: 'html', html },
        providerPaymentId: idOf(body.paymentId),
      };
    },

    async complete(payment, callback) {
      const { reference } = payment;
      if (payment.providerToken) {
        // iyzico's page posts its token to our callbackUrl; the result is read by that token.
        if (callback.token !== payment.providerToken)
          throw new CallbackRejectedError('iyzico callback for another checkout form');
        const outcome = await retrieveCheckoutForm(call, secretKey, payment, payment.providerToken);
        if (outcome.status === 'requires_action')
          throw new ProviderUnavailableError(
            'iyzico: the checkout form has no payment yet',
            'no payment yet',
          );
        return outcome;
      }
      if (!verifySigned(signedFieldsOf.callback(callback), callback.signature, secretKey))
        throw new CallbackRejectedError('iyzico callback signature mismatch');
      if (callback.conversationId !== reference)
        throw new CallbackRejectedError('iyzico callback for another payment');
      const providerPaymentId = callback.paymentId || undefined;
      if (callback.status !== 'success' || callback.mdStatus !== '1')
        return { status: 'failed', declineCode: mdStatusDecline(callback.mdStatus), providerPaymentId };
      const paidPrice = priceOf(payment.amountMinor);
      const body = await call('threedsV2Payment', 'create', {
        locale: 'en',
        conversationId: reference,
        paymentId: callback.paymentId,
        paidPrice,
        basketId: reference,
        currency: payment.currency,
      });
      if (body.status === 'failure') return chargeFailure(body);
      return paymentOutcome(body, secretKey, {
        reference,
        providerPaymentId: callback.paymentId,
        paidPrice,
        currency: payment.currency,
      });
    },

    async retrieve(lookup) {
      const { reference, providerPaymentId, providerToken } = lookup;
      // The paymentId comes with the page's result: until then the token names the payment.
      if (!providerPaymentId && providerToken)
        return retrieveCheckoutForm(call, secretKey, lookup, providerToken);
      const body = await call('payment', 'retrieve', {
        locale: 'en',
        conversationId: reference,
        ...(providerPaymentId ? { paymentId: providerPaymentId } : { paymentConversationId: reference }),
      });
      if (body.status === 'failure') {
        // Without a paymentId the payer never had iyzico's page (the id comes with it), so nothing
        // can have been charged and "no record" settles it. With one, the payment exists at
        // iyzico and "no record" (seen for keys of another environment) proves nothing.
        if (String(body.errorCode) === PAYMENT_NOT_FOUND_ERROR_CODE && !providerPaymentId)
          return { status: 'not_found' };
        throw new ProviderUnavailableError('iyzico payment lookup failed', failureAnswer(body));
      }
      return paymentOutcome(body, secretKey, { reference, providerPaymentId });
    },

    refund: (input) => refund(call, secretKey, input),
    retrieveRefund: (lookup) => retrieveRefund(call, lookup),
    checkAccount: () => checkIyzicoAccount(call),
    readNotification: (notification) => readIyzicoNotification(secretKey, notification),
  };
}
