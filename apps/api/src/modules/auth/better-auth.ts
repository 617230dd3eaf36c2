import { createHash } from 'node:crypto';
import { CONFIRM_LINK_HOURS, TRUSTED_DEVICE_DAYS } from '@kopru/domain/constants';
import { createId, type IdPrefix } from '@kopru/domain/ids';
import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Database } from '../../db/client.ts';
import { schema } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { deriveKey } from '../../lib/secrets.ts';
import { isUserBlocked, TRUSTED_DEVICE_ID_PREFIX } from './repository.ts';

const idPrefixes: Record<string, IdPrefix> = {
  user: 'usr',
  session: 'ses',
  account: 'acc',
  verification: 'ver',
  twoFactor: 'tfa',
};

/** The key Better Auth signs cookies and encrypts two-factor secrets with. */
export function authSecretOf(appSecret: string): string {
  return deriveKey(appSecret, 'auth');
}

const CONFIRM_LINK_SECONDS = CONFIRM_LINK_HOURS * 60 * 60;

export const TRUSTED_DEVICE_SECONDS = TRUSTED_DEVICE_DAYS * 24 * 60 * 60;

/** The stored identifier of a remembered device's record, from the `trust-device-…` in its cookie. */
export function storedTrustIdentifier(identifier: string): string {
  return `${TRUSTED_DEVICE_ID_PREFIX}${createHash('sha256').update(identifier).digest('base64url')}`;
}

const verificationIdentifiers = {
  default: 'hashed' as const,
  overrides: { 'trust-device-': { hash: async (identifier: string) => storedTrustIdentifier(identifier) } },
};

/**
 * Over https every cookie is `__Host-` prefixed (Secure, Path=/, no Domain: no subdomain can set
 * or overwrite it); over http (local use) plain `kopru.*` names.
 */
function cookieOptions(https: boolean) {
  if (!https) return { useSecureCookies: false };
  const names = [
    'session_token',
    'session_data',
    'account_data',
    'dont_remember',
    'two_factor',
    'trust_device',
  ] as const;
  return {
    useSecureCookies: false,
    defaultCookieAttributes: { secure: true, path: '/' },
    cookies: Object.fromEntries(names.map((name) => [name, { name: `__Host-kopru.${name}` }])),
  };
}

export interface CreateAuthOptions {
  db: Database;
  env: Env;
  secret: string;
  sendResetPassword(input: { userId: string; email: string; token: string }): Promise<void>;
  onPasswordReset(input: { userId: string; email: string }): Promise<void>;
  onEmailConfirmed(userId: string): Promise<void>;
}

/**
 * Better Auth does passwords, sessions and reset tokens. Our routes call `auth.api.*` directly;
 * its own HTTP handler is not mounted, so every auth endpoint goes through our schemas,
 * error envelope, rate limits and audit log.
 */
export function createAuth({
  db,
  env,
  secret,
  sendResetPassword,
  onPasswordReset,
  onEmailConfirmed,
}: CreateAuthOptions) {
  return betterAuth({
    appName: 'Köprü',
    baseURL: `${env.PUBLIC_URL}/api/auth`,
    secret,
    trustedOrigins: [env.MERCHANT_ORIGIN, env.ADMIN_ORIGIN, env.CHECKOUT_ORIGIN],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        twoFactor: schema.twoFactors,
      },
    }),
    // TOTP secrets and backup codes are encrypted with `secret` (derived from APP_SECRET). A wrong
    // code counts against the pending sign-in (5 tries) and the account (10, then 15 minutes' lock).
    plugins: [
      twoFactor({
        issuer: 'Köprü',
        trustDeviceMaxAge: TRUSTED_DEVICE_SECONDS,
        backupCodeOptions: { amount: 10, storeBackupCodes: 'encrypted' },
      }),
    ],
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: env.PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await sendResetPassword({ userId: user.id, email: user.email, token });
      },
      onPasswordReset: async ({ user }) => {
        await onPasswordReset({ userId: user.id, email: user.email });
      },
    },
    // Only its token check is used (email-confirmation.ts sends the link, with our e-mail outbox,
    // and /api/auth/confirm-email opens it); a confirmed link opens no session by itself.
    emailVerification: {
      expiresIn: CONFIRM_LINK_SECONDS,
      autoSignInAfterVerification: false,
      afterEmailVerification: async (user) => {
        await onEmailConfirmed(user.id);
      },
    },
    user: {
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'sme' },
        status: { type: 'string', input: false, defaultValue: 'active' },
        locale: { type: 'string', input: false, defaultValue: 'en' },
      },
    },
    // Sliding expiry is the idle timeout: a session unused for SESSION_IDLE_TIMEOUT_SECONDS has
    // expired in the database; use pushes it on at most once a minute. The absolute lifetime
    // (SESSION_MAX_AGE_SECONDS) is checked in session.ts.
    session: {
      // Known to Better Auth so that the session it opens in place of another (turning two-factor
      // on or off) is a copy that keeps working in the merchant the old one had switched to.
      additionalFields: { activeMerchantId: { type: 'string', required: false, input: false } },
      expiresIn: env.SESSION_IDLE_TIMEOUT_SECONDS,
      updateAge: Math.min(60, Math.floor(env.SESSION_IDLE_TIMEOUT_SECONDS / 4)),
      cookieCache: { enabled: false },
    },
    verification: { storeIdentifier: verificationIdentifiers },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: 'kopru',
      ...cookieOptions(env.PUBLIC_URL.startsWith('https://')),
      database: { generateId: ({ model }) => createId(idPrefixes[model] ?? 'usr') },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            if (await isUserBlocked(db, session.userId)) {
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_SUSPENDED', message: 'account suspended' });
            }
            return { data: session };
          },
        },
      },
    },
    logger: { disabled: env.NODE_ENV === 'test' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
