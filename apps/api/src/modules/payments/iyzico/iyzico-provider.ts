import type { Env } from '../../../env.ts';
import { CallbackRejectedError, type PaymentProvider, ProviderUnavailableError } from '../../../ports.ts';
import { createIyzicoClient, type IyzicoConfig } from './client.ts';
import { declineCodeOf, mdStatusDecline, PAYMENT_NOT_FOUND_ERROR_CODE } from './decline-codes.ts';
import { checkSigned, idOf, paymentOutcome, untrustedAnswer } from './outcome.ts';
import { priceOf, threeDsInitializeRequest } from './request.ts';
import { type SignedBody, signedFieldsOf, verifySigned } from './signature.ts';

/** The four settings: IYZICO_API_KEY, IYZICO_SECRET_KEY, IYZICO_BASE_URL, IYZICO_TIMEOUT_MS (loadEnv checks the keys). */
export function iyzicoConfigFrom(env: Env): IyzicoConfig {
  return {
    apiKey: env.IYZICO_API_KEY ?? '',
    secretKey: env.IYZICO_SECRET_KEY ?? '',
    baseUrl: env.IYZICO_BASE_URL,
    timeoutMs: env.IYZICO_TIMEOUT_MS,
  };
}

/**
 * iyzico through its official client (iyzipay). Every card payment goes through 3-D Secure:
 * charge initializes it and answers the bank's form (threeDSHtmlContent); complete checks the
 * signed callback and finishes the payment (/payment/3dsecure/auth); retrieve looks the payment
 * up by our reference (conversationId) for the reconciler; refund refunds by paymentId.
 * Answers whose signature does not match are treated as no answer (ProviderUnavailableError).
 */
export function createIyzicoProvider(config: IyzicoConfig): PaymentProvider {
  const call = createIyzicoClient(config);
  const { secretKey } = config;

  return {
    name: 'iyzico',

    async charge(input) {
      const body = await call('threedsInitialize', 'create', threeDsInitializeRequest(input));
      if (body.status === 'failure') return { status: 'failed', declineCode: declineCodeOf(body.errorCode) };
      checkSigned(body, signedFieldsOf.threeDsInitialize(body as SignedBody), secretKey, input.reference);
      if (typeof body.threeDSHtmlContent !== 'string') throw untrustedAnswer('no threeDSHtmlContent');
      const html = Buffer.from(body.threeDSHtmlContent, 'base64').toString('utf8');
      return {
        status: 'requires_action',
        action: { type: 'html', html },
        providerPaymentId: idOf(body.paymentId),
      };
    },

    async complete(reference, callback) {
      if (!verifySigned(signedFieldsOf.callback(callback), callback.signature, secretKey))
        throw new CallbackRejectedError('iyzico callback signature mismatch');
      if (callback.conversationId !== reference)
        throw new CallbackRejectedError('iyzico callback for another payment');
      const providerPaymentId = callback.paymentId || undefined;
      if (callback.status !== 'success' || callback.mdStatus !== '1')
        return { status: 'failed', declineCode: mdStatusDecline(callback.mdStatus), providerPaymentId };
      const body = await call('threedsPayment', 'create', {
        locale: 'en',
        conversationId: reference,
        paymentId: callback.paymentId,
        conversationData: callback.conversationData || undefined,
      });
      return paymentOutcome(body, secretKey, reference);
    },

    async retrieve(reference) {
      const body = await call('payment', 'retrieve', {
        locale: 'en',
        conversationId: reference,
        paymentConversationId: reference,
      });
      if (body.status === 'failure') {
        if (String(body.errorCode) === PAYMENT_NOT_FOUND_ERROR_CODE) return { status: 'not_found' };
        throw new ProviderUnavailableError(`iyzico payment lookup failed (${String(body.errorCode)})`);
      }
      return paymentOutcome(body, secretKey, reference);
    },

    async refund(input) {
      const body = await call('refundV2', 'create', {
        locale: 'en',
        conversationId: input.refundReference,
        paymentId: input.providerPaymentId,
        price: priceOf(input.amountMinor),
        currency: input.currency,
      });
      if (body.status === 'failure') return { status: 'failed', declineCode: declineCodeOf(body.errorCode) };
      const signed = body as SignedBody;
      if (
        !verifySigned(signedFieldsOf.refundShort(signed), body.signature, secretKey) &&
        !verifySigned(signedFieldsOf.refundLong(signed), body.signature, secretKey)
      )
        throw untrustedAnswer('refund signature mismatch');
      if (body.conversationId !== input.refundReference || idOf(body.paymentId) !== input.providerPaymentId)
        throw untrustedAnswer('refund about another payment');
      return {
        status: 'succeeded',
        providerRefundId:
          idOf(body.refundHostReference) ?? `${input.providerPaymentId}:${input.refundReference}`,
      };
    },
  };
}
