import { type ProviderOutcome, ProviderUnavailableError } from '../../../ports.ts';
import type { IyzicoBody } from './client.ts';
import { declineCodeOf } from './decline-codes.ts';
import { type SignedBody, signedFieldsOf, verifySigned } from './signature.ts';

/**
 * An answer whose signature does not match, or that is about another payment, is treated as no
 * answer at all: nothing is recorded from it and the reconciler asks again later. (A function, not
 * a subclass: provider.ts imports this module, so its classes are not ready at load time.)
 */
export function untrustedAnswer(reason: string): ProviderUnavailableError {
  return new ProviderUnavailableError(`iyzico answer refused: ${reason}`);
}

export function idOf(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** Checks a signed success answer and that it is about our payment. */
export function checkSigned(
  body: IyzicoBody,
  fields: readonly (string | number | undefined | null)[],
  secretKey: string,
  reference: string,
): void {
  if (!verifySigned(fields, body.signature, secretKey)) throw untrustedAnswer('signature mismatch');
  if (body.conversationId !== reference) throw untrustedAnswer('about another payment');
}

/**
 * A payment answer (/payment/3dsecure/auth, /payment/detail) as our outcome. paymentStatus
 * SUCCESS with fraudStatus 1 is a charge; fraudStatus 0 is still under iyzico's fraud review (the
 * outcome stays unknown); -1 is refused as fraud.
 */
export function paymentOutcome(body: IyzicoBody, secretKey: string, reference: string): ProviderOutcome {
  const providerPaymentId = idOf(body.paymentId);
  if (body.status === 'failure')
    return { status: 'failed', declineCode: declineCodeOf(body.errorCode), providerPaymentId };
  checkSigned(body, signedFieldsOf.payment(body as SignedBody), secretKey, reference);
  if (!providerPaymentId) throw untrustedAnswer('no paymentId');
  if (body.fraudStatus === -1 || body.fraudStatus === '-1')
    return { status: 'failed', declineCode: 'fraud_suspected', providerPaymentId };
  if (body.paymentStatus === 'FAILURE')
    return { status: 'failed', declineCode: declineCodeOf(body.errorCode), providerPaymentId };
  // INIT_THREEDS or CALLBACK_THREEDS: the payer has not finished 3-D Secure and nothing is charged.
  // The bank's page cannot be had again from a lookup; the reconciler only reads the state.
  if (body.paymentStatus !== undefined && body.paymentStatus !== 'SUCCESS')
    return { status: 'requires_action', action: { type: 'html', html: '' }, providerPaymentId };
  if (body.fraudStatus === 0 || body.fraudStatus === '0')
    throw new ProviderUnavailableError('iyzico: payment under fraud review');
  return { status: 'succeeded', providerPaymentId };
}
