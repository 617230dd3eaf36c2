import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../env.ts';

/**
 * The master secret: APP_SECRET, or on a single node a random one kept in the data directory
 * so sessions survive restarts without any setup.
 */
export async function resolveAppSecret(env: Env): Promise<string> {
  if (env.APP_SECRET) return env.APP_SECRET;
  const file = path.resolve(env.DATA_DIR, 'app-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

const derivedKeys = new Map<string, string>();

/** A key for one purpose; rotating APP_SECRET rotates them all. Derived once per secret and purpose. */
export function deriveKey(
  appSecret: string,
  purpose:
    | 'auth'
    | 'api-keys'
    | 'webhooks'
    | 'idempotency'
    | 'rate-limits'
    | 'outbox'
    | '3ds-state'
    | 'sandbox-acquirer'
    | 'pay-challenge'
    | 'pay-challenge-key'
    | 'known-devices'
    | 'totp-replay',
): string {
  const cacheKey = `${purpose}\n${appSecret}`;
  let key = derivedKeys.get(cacheKey);
  if (key === undefined) {
    key = createHmac('sha256', appSecret).update(`kopru:${purpose}`).digest('base64url');
    derivedKeys.set(cacheKey, key);
  }
  return key;
}
