import { createHmac, randomBytes } from 'node:crypto';
import { and, count, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { knownDevices } from '../../db/schema/known-devices.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { deriveKey } from '../../lib/secrets.ts';
import type { RequestMeta } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { deviceFamilyOf, deviceOf } from './device.ts';

/** A browser keeps its device cookie about as long as browsers allow (400 days). */
const DEVICE_COOKIE_SECONDS = 400 * 24 * 60 * 60;

/**
 * Forgets devices not seen for as long as their cookie lives: the browser no longer holds it, so
 * the row could never match again. Hourly, in the worker's cleanup loop.
 */
export async function forgetStaleDevices(db: Executor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DEVICE_COOKIE_SECONDS * 1000);
  const gone = await db
    .delete(knownDevices)
    .where(lt(knownDevices.lastSeenAt, before))
    .returning({ userId: knownDevices.userId });
  return gone.length;
}

function cookieName(ctx: AppContext): string {
  return ctx.env.PUBLIC_URL.startsWith('https://') ? '__Host-kopru.device' : 'kopru.device';
}

function deviceCookieOf(ctx: AppContext, headers: Headers): string | null {
  const name = `${cookieName(ctx)}=`;
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const value = part.trim();
    if (value.startsWith(name)) {
      const token = value.slice(name.length);
      if (/^[A-Za-z0-9_-]{20,100}$/.test(token)) return token;
    }
  }
  return null;
}

function setCookie(ctx: AppContext, token: string): string {
  const secure = ctx.env.PUBLIC_URL.startsWith('https://') ? '; Secure' : '';
  return `${cookieName(ctx)}=${token}; Max-Age=${DEVICE_COOKIE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * Notes the browser of a new session. A sign-in from a device the user has not used before is
 * e-mailed (in the account's language) and audited, except the very first one of an account
 * (right after sign-up or an invitation): there is nothing yet to tell it from. Answers the
 * Set-Cookie of the device cookie when the browser had none.
 */
export async function noteSignInDevice(ctx: AppContext, user: UserRow, meta: RequestMeta): Promise<string[]> {
  const existing = deviceCookieOf(ctx, meta.headers);
  const token = existing ?? randomBytes(24).toString('base64url');
  const userAgent = meta.headers.get('user-agent');
  const deviceHash = createHmac('sha256', deriveKey(ctx.appSecret, 'known-devices'))
    .update(`${token}\n${deviceFamilyOf(userAgent)}`)
    .digest('base64url');
  const now = new Date();
  const [known] = await ctx.db
    .select({ n: count() })
    .from(knownDevices)
    .where(eq(knownDevices.userId, user.id));
  const inserted = await ctx.db
    .insert(knownDevices)
    .values({ userId: user.id, deviceHash, createdAt: now, lastSeenAt: now })
    .onConflictDoNothing()
    .returning({ userId: knownDevices.userId });
  const isNew = inserted.length > 0;
  if (!isNew) {
    await ctx.db
      .update(knownDevices)
      .set({ lastSeenAt: now })
      .where(and(eq(knownDevices.userId, user.id), eq(knownDevices.deviceHash, deviceHash)));
  }
  if (isNew && (known?.n ?? 0) > 0) await tellOfNewDevice(ctx, user, meta, userAgent);
  return existing ? [] : [setCookie(ctx, token)];
}

async function tellOfNewDevice(ctx: AppContext, user: UserRow, meta: RequestMeta, userAgent: string | null) {
  const { browser, os } = deviceOf(userAgent);
  const admin = user.role === 'admin';
  const origin = admin ? ctx.env.ADMIN_ORIGIN : ctx.env.MERCHANT_ORIGIN;
  await recordAudit(ctx.db, {
    action: 'auth.new_device_sign_in',
    actorUserId: user.id,
    actorEmail: user.email,
    targetType: 'user',
    targetId: user.id,
    details: { browser, os },
    ipAddress: meta.ip,
  });
  await ctx.email.send(ctx.db, {
    to: user.email,
    locale: user.locale,
    template: 'newDeviceSignIn',
    vars: {
      browser: browser ?? '',
      os: os ?? '',
      ip: meta.ip,
      sessionsUrl: `${origin}${admin ? '/dashboard/account' : '/sme/dashboard/profile'}`,
      resetUrl: `${origin}/login?view=forgot`,
    },
  });
}
