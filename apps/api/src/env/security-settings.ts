import { INACTIVITY_TIMEOUT_MS_DEFAULT, PASSWORD_MIN_LENGTH_DEFAULT } from '@kopru/domain/constants';
import { z } from 'zod';
import { booleanFlag, trustProxy } from './value-parsers.ts';

/** Sign-in and sessions, rate limits, the proxies trusted, and the checkout's card-testing guards. */
export const securitySettings = {
  INACTIVITY_TIMEOUT_MS: z.coerce.number().int().min(1000).default(INACTIVITY_TIMEOUT_MS_DEFAULT),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(64).default(PASSWORD_MIN_LENGTH_DEFAULT),
  /** A session unused this long ends on the server (the browser's own sign-out is INACTIVITY_TIMEOUT_MS). */
  SESSION_IDLE_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 60),
  /** A session ends this long after sign-in, however busy (absolute lifetime). */
  SESSION_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .default(12 * 60 * 60),
  /** Admins must turn on two-factor sign-in before anything else: on by default in production only. */
  REQUIRE_ADMIN_TWO_FACTOR: booleanFlag.optional(),
  RATE_LIMIT_ENABLED: booleanFlag.default(true),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Requests per minute per secret key on the merchant API (/v1). */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(100),
  /**
   * Which proxies in front of us may set X-Forwarded-For: a hop count (`1` behind one load
   * balancer) or a comma-separated list of proxy addresses/CIDRs. `false` (the default) trusts
   * none. `true` (trust every hop, so any client could spoof its address) is refused.
   */
  TRUST_PROXY: trustProxy.default(false),
  /** Wrong passwords in a row on one account, from any address, before sign-in backs off. */
  SIGN_IN_FAILURES_BEFORE_BACKOFF: z.coerce.number().int().min(1).max(100).default(5),
  /** The first back-off; it doubles with each further failure up to SIGN_IN_BACKOFF_MAX_SECONDS. */
  SIGN_IN_BACKOFF_SECONDS: z.coerce.number().int().min(1).default(30),
  SIGN_IN_BACKOFF_MAX_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 60),
  /** Failed sign-ins from one address (an IPv6 /64) per hour, whatever the accounts, before 429. */
  SIGN_IN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  /**
   * E-mails whose recipient the requester types in (sign-up, its warning to a taken address, the
   * confirmation link again, forgot password, team invitations): per recipient and kind per hour.
   */
  EMAILS_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().min(1).default(3),
  /** The same e-mails asked for from one client address (an IPv6 /64) per hour, all recipients. */
  EMAILS_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Days a team invitation's link can be used (once). */
  TEAM_INVITATION_DAYS: z.coerce.number().int().min(1).max(30).default(7),
  PAYMENT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  CHECKOUT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Per address: iyzico posts its notifications from its own few servers, one per payment attempt. */
  ACQUIRER_NOTIFICATION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Card testing: payment attempts with one card (any link, any address) per hour. */
  CHECKOUT_CARD_ATTEMPTS_PER_HOUR: z.coerce.number().int().min(1).default(8),
  /** Card testing: declined payments on one link (any card, any address) per hour before it pauses. */
  CHECKOUT_LINK_DECLINES_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /**
   * Card testing, below the hard limits: once a link, or one address (an IPv6 /64), has this many
   * declines in an hour, every further attempt there needs a solved proof-of-work challenge.
   */
  CHECKOUT_CHALLENGE_AFTER_DECLINES: z.coerce.number().int().min(1).default(3),
  /** PBKDF2 iterations per try of the challenge (its work per try). */
  CHECKOUT_CHALLENGE_COST: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
  /** The most tries a challenge takes; each takes between half of this and this many. */
  CHECKOUT_CHALLENGE_TRIES: z.coerce.number().int().min(2).max(10_000_000).default(4_000),
};
