import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * iyzico's response and callback signatures: HMAC-SHA256 of the listed fields joined with ':',
 * keyed with the merchant's secret key, hex-encoded (docs.iyzico.com "Response Signature
 * Validation"; iyzipay-node `utils.calculateHmacSHA256Signature`; iyzipay-php
 * samples/callbackUrl_Signature_Validation.php). Prices are signed without trailing zeros
 * ("10.50" -> "10.5", "50.0" -> "50"); absent fields are signed as empty strings.
 */
export function signFields(
  fields: readonly (string | number | undefined | null)[],
  secretKey: string,
): string {
  const data = fields.map((field) => (field === undefined || field === null ? '' : String(field))).join(':');
  return createHmac('sha256', secretKey).update(data).digest('hex');
}

/** A price as iyzico signs it: no trailing zeros, no trailing dot. */
export function signedPrice(price: string | number | undefined | null): string {
  if (price === undefined || price === null) return '';
  const text = String(price);
  if (!text.includes('.')) return text;
  return text.replace(/0+$/, '').replace(/\.$/, '');
}

export function signatureMatches(expected: string, received: unknown): boolean {
  if (typeof received !== 'string' || received.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(received));
}

/** The fields each signed answer covers, in iyzico's documented order. */
export const signedFieldsOf = {
  /** /payment/3dsecure/initialize */
  threeDsInitialize: (r: SignedBody) => [r.paymentId, r.conversationId],
  /** /payment/3dsecure/auth and /payment/detail */
  payment: (r: SignedBody) => [
    r.paymentId,
    r.currency,
    r.basketId,
    r.conversationId,
    signedPrice(r.paidPrice),
    signedPrice(r.price),
  ],
  /** /payment/iyzipos/checkoutform/initialize/auth/ecom (iyzipay-node sample "should initialize checkout form") */
  checkoutFormInitialize: (r: SignedBody) => [r.conversationId, r.token],
  /** /payment/iyzipos/checkoutform/auth/ecom/detail (iyzipay-java CheckoutForm.verifySignature) */
  checkoutForm: (r: SignedBody) => [
    r.paymentStatus,
    r.paymentId,
    r.currency,
    r.basketId,
    r.conversationId,
    signedPrice(r.paidPrice),
    signedPrice(r.price),
    r.token,
  ],
  /** The form the bank posts to our callbackUrl after 3-D Secure. */
  callback: (r: SignedBody) => [r.conversationData, r.conversationId, r.mdStatus, r.paymentId, r.status],
  /**
   * /v2/payment/refund (refundShort, refundLong): the iyzipay-node sample verifies [paymentId, conversationId], the
   * documentation table lists [paymentId, price, currency, conversationId]; either is accepted.
   */
  refundShort: (r: SignedBody) => [r.paymentId, r.conversationId],
  refundLong: (r: SignedBody) => [r.paymentId, signedPrice(r.price), r.currency, r.conversationId],
} as const;

export type SignedBody = Record<string, string | number | undefined | null>;

export function verifySigned(
  fields: readonly (string | number | undefined | null)[],
  signature: unknown,
  secretKey: string,
): boolean {
  return signatureMatches(signFields(fields, secretKey), signature);
}
