import { createHmac } from 'node:crypto';

/**
 * RFC 4226/6238 codes (SHA-1, 6 digits, 30-second steps). The API uses `hotpCode` to find which
 * step an accepted code belongs to (modules/two-factor/replay-guard.ts); tests and e2e use
 * `totpAt` as an authenticator app would. Better Auth checks the codes itself.
 */

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

export const TOTP_STEP_MS = 30_000;

/** The 6-digit code of `counter` (a TOTP step) for the secret's bytes. */
export function hotpCode(key: Uint8Array, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', key).update(message).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 15;
  const value = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

/** What an authenticator app shows at `at` for a base32 secret. */
export function totpAt(secret: string, at: number): string {
  return hotpCode(base32Decode(secret), Math.floor(at / TOTP_STEP_MS));
}
