import { createHmac } from 'node:crypto';
import { randomBase62 } from '@kopru/domain/ids';
import type { ApiKeyMode } from '@kopru/domain/schemas/api-keys';
import { deriveKey } from '../../lib/secrets.ts';

/** 43 base62 characters carry 256 bits, as much as 32 random bytes. */
const RANDOM_LENGTH = 43;
const secretPattern = /^sk_(test|live)_[0-9A-Za-z]{43}$/;

export interface KeyMaterial {
  publicKey: string;
  secret: string;
  secretPrefix: string;
  secretLast4: string;
}

export function generateKeyMaterial(mode: ApiKeyMode): KeyMaterial {
  const secretPrefix = `sk_${mode}_`;
  const secret = `${secretPrefix}${randomBase62(RANDOM_LENGTH)}`;
  return {
    publicKey: `pk_${mode}_${randomBase62(RANDOM_LENGTH)}`,
    secret,
    secretPrefix,
    secretLast4: secret.slice(-4),
  };
}

/** Whether a presented value can be a secret key at all (saves a database lookup when not). */
export function looksLikeSecret(value: string): boolean {
  return secretPattern.test(value);
}

/** HMAC-SHA256 of the secret under the server's api-keys pepper: what the database stores. */
export function hashSecret(appSecret: string, secret: string): string {
  return createHmac('sha256', deriveKey(appSecret, 'api-keys')).update(secret).digest('base64url');
}
