import { type ProviderOutcome, ProviderUnavailableError } from '../../../ports.ts';
import type { IyzicoBody } from './client.ts';
import { declineCodeOf, failureAnswer, UNSETTLED_ERROR_CODES } from './decline-codes.ts';
import { chargedItemsWithFigures } from './item-figures.ts';
import { type SignedBody, signedFieldsOf, signedPrice, verifySigned } from './signature.ts';

/**
 * An answer whose signature does not match, that is about another payment, or whose amount is
 * not ours, is treated as no answer at all: nothing is recorded from it and the reconciler asks
 * again later (and shows it to an admin if it keeps coming). A function, not a subclass:
 * provider.ts imports this module, so its classes are not ready at load time.
 */
export function untrustedAnswer(reason: string): ProviderUnavailableError {
  return new ProviderUnavailableError(`iyzico answer refused: ${reason}`, `answer refused: ${reason}`);
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

/** What a payment answer must be about: our payment, and when we know them its id, amount and currency. */
export interface ExpectedPayment {
  reference: string;
  providerPaymentId?: string | null;
  /** iyzico's price text of the amount we charge ("12.5"). */
  paidPrice?: string;
  currency?: string;
}

/**
 * A failure answer of the charging call (3-D Secure auth): a bank refusal is a decline; a system
 * or timeout code leaves the outcome unknown (UNSETTLED_ERROR_CODES), for the reconciler.
 */
export function chargeFailure(body: IyzicoBody): ProviderOutcome {
  if (UNSETTLED_ERROR_CODES.has(String(body.errorCode)))
    throw new ProviderUnavailableError('iyzico: charge outcome unknown', failureAnswer(body));
  return {
    status: 'failed',
    declineCode: declineCodeOf(body.errorCode),
    providerPaymentId: idOf(body.paymentId),
  };
}

/**
 * A signed payment answer (/payment/v2/3dsecure/auth, /payment/detail) as our outcome, after
 * checking it is about our payment: paymentStatus SUCCESS with fraudStatus 1 is a charge;
 * fraudStatus 0 is still under iyzico's fraud review (the outcome stays unknown); -1 is refused.
 */
export function paymentOutcome(
  body: IyzicoBody,
  secretKey: string,
  expected: ExpectedPayment,
): ProviderOutcome {
  checkSigned(body, signedFieldsOf.payment(body as SignedBody), secretKey, expected.reference);
  return decidePayment(body, expected);
}

/**
 * What a payment answer whose signature held says: its ids, basket, currency and price must be
 * ours; then its paymentStatus and fraudStatus decide (see paymentOutcome).
 */
export function decidePayment(body: IyzicoBody, expected: ExpectedPayment): ProviderOutcome {
  const providerPaymentId = idOf(body.paymentId);
  if (!providerPaymentId) throw untrustedAnswer('no paymentId');
  if (expected.providerPaymentId && providerPaymentId !== expected.providerPaymentId)
    throw untrustedAnswer(`paymentId ${providerPaymentId} is not ${expected.providerPaymentId}`);
  if (body.basketId !== undefined && body.basketId !== expected.reference)
    throw untrustedAnswer(`basketId ${String(body.basketId)} is not ${expected.reference}`);
  if (expected.currency && body.currency !== expected.currency)
    throw untrustedAnswer(`currency ${String(body.currency)} is not ${expected.currency}`);
  if (expected.paidPrice && signedPrice(body.paidPrice as string) !== signedPrice(expected.paidPrice))
    throw untrustedAnswer(`paidPrice ${String(body.paidPrice)} is not ${expected.paidPrice}`);
  if (body.fraudStatus === -1 || body.fraudStatus === '-1')
    return { status: 'failed', declineCode: 'fraud_suspected', providerPaymentId };
  if (body.paymentStatus === 'FAILURE')
    return { status: 'failed', declineCode: declineCodeOf(body.errorCode), providerPaymentId };
  // INIT_THREEDS or CALLBACK_THREEDS: the payer has not finished 3-D Secure and nothing is charged.
  // The bank's page cannot be had again from a lookup; the reconciler only reads the state.
  if (body.paymentStatus !== undefined && body.paymentStatus !== 'SUCCESS')
    return { status: 'requires_action', action: { type: 'html', html: '' }, providerPaymentId };
  if (body.fraudStatus === 0 || body.fraudStatus === '0')
    throw new ProviderUnavailableError(
      'iyzico: payment under fraud review',
      'fraudStatus 0 (under fraud review)',
    );
  const items = chargedItemsWithFigures(body);
  return { status: 'succeeded', providerPaymentId, ...(items ? { items } : {}) };
}
