import { createHmac, timingSafeEqual } from 'node:crypto';
import { postThreeDsCallback } from '@kopru/domain/contracts/checkout';
import { fillPath, queryString } from '@kopru/domain/contracts/endpoint';
import { randomBase62 } from '@kopru/domain/ids';
import type { Env } from '../../env.ts';
import { deriveKey } from '../../lib/secrets.ts';

/**
 * Our own signed state on the 3-D Secure callback URL: `nonce.mac`, where the MAC binds the nonce
 * to the payment. The payment row keeps the nonce until a callback uses it, so a forged state
 * fails the MAC and a replayed one finds no nonce.
 */
export function newThreeDsNonce(): string {
  return randomBase62(24);
}

function mac(appSecret: string, paymentId: string, nonce: string): string {
  return createHmac('sha256', deriveKey(appSecret, '3ds-state'))
    .update(`${paymentId}.${nonce}`)
    .digest('base64url');
}

export function signThreeDsState(appSecret: string, paymentId: string, nonce: string): string {
  return `${nonce}.${mac(appSecret, paymentId, nonce)}`;
}

/** The nonce of a state signed for this payment, or undefined when the signature does not hold. */
export function verifyThreeDsState(appSecret: string, paymentId: string, state: string): string | undefined {
  const [nonce, given, ...rest] = state.split('.');
  if (!nonce || !given || rest.length > 0) return undefined;
  const expected = Buffer.from(mac(appSecret, paymentId, nonce));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? nonce : undefined;
}

export function threeDsCallbackUrl(env: Env, paymentId: string, state: string): string {
  return `${env.PUBLIC_URL}${fillPath(postThreeDsCallback.path, { id: paymentId })}${queryString({ state })}`;
}
