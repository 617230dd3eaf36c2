import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { authSecretOf, storedTrustIdentifier } from './better-auth.ts';

function cookieValue(ctx: AppContext, headers: Headers): string | null {
  const name = `${ctx.env.PUBLIC_URL.startsWith('https://') ? '__Host-' : ''}kopru.trust_device=`;
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const pair = part.trim();
    if (!pair.startsWith(name)) continue;
    try {
      return decodeURIComponent(pair.slice(name.length));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The stored identifier of this browser's remembered-device record, when its `trust_device`
 * cookie is one Better Auth issued to `userId` (its value is `token!trust-device-…`, signed, and
 * the token an HMAC of the user and the identifier under the auth key); else null.
 */
export function trustedDeviceOf(ctx: AppContext, headers: Headers, userId: string): string | null {
  const signed = cookieValue(ctx, headers);
  if (!signed) return null;
  const value = signed.slice(0, Math.max(0, signed.lastIndexOf('.')));
  const [token, identifier] = value.split('!');
  if (!token || !identifier?.startsWith('trust-device-')) return null;
  const expected = createHmac('sha256', authSecretOf(ctx.appSecret))
    .update(`${userId}!${identifier}`)
    .digest('base64url');
  const given = Buffer.from(token);
  const wanted = Buffer.from(expected);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  return storedTrustIdentifier(identifier);
}
