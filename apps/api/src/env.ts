import {
  INACTIVITY_TIMEOUT_MS_DEFAULT,
  OPERATOR_NAME,
  PASSWORD_MIN_LENGTH_DEFAULT,
  SUPPORT_EMAIL,
} from '@kopru/domain/constants';
import { WEBHOOK_TIMEOUT_MS } from '@kopru/domain/webhooks';
import { z } from 'zod';
import { apiProcessesProblem, apiProcessesSetting } from './api-processes.ts';
import { feeScheduleProblem, iyzicoRateSettings } from './fee-schedule-check.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');
const trustProxy = z
  .string()
  .trim()
  .refine((value) => value !== 'true', {
    message: 'give a hop count (e.g. 1) or the proxy addresses, not true: see docs/operations.md',
  })
  .transform((value): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  });
const origin = z.url().transform((value) => new URL(value).origin);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url().optional(),
  /** PostgreSQL connections per process; keep processes x this below the server's max_connections. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** How long a request waits for a pooled connection (opening one included) before 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  /** Longest statement the server runs for us (statement_timeout). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** Longest wait for a row or table lock (lock_timeout): a request behind a held lock gets 503. */
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** A transaction left idle this long is ended by the server (idle_in_transaction_session_timeout). */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DATA_DIR: z.string().default('./.data'),
  /** Where people reach this server; links in e-mails are built from it. */
  PUBLIC_URL: origin.optional(),
  MERCHANT_ORIGIN: origin.optional(),
  ADMIN_ORIGIN: origin.optional(),
  CHECKOUT_ORIGIN: origin.optional(),
  /** Master secret (at least 32 characters); per-purpose keys are derived from it. */
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Köprü <no-reply@kopru.example>'),
  /** Where merchants and payers write to: shown in the footer, the FAQ and the legal pages. */
  SUPPORT_EMAIL: z.email().default(SUPPORT_EMAIL),
  /** The legal name of the company running this service: the data controller of the privacy policy. */
  OPERATOR_NAME: z.string().trim().min(1).max(200).default(OPERATOR_NAME),
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
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /** Admins must turn on two-factor sign-in before anything else: on by default in production only. */
  REQUIRE_ADMIN_TWO_FACTOR: booleanFlag.optional(),
  /** Demo accounts on an empty database: on by default outside production, off in production. */
  SEED_DEMO: booleanFlag.optional(),
  /** Production only: let an http (not https) PUBLIC_URL other than a loopback address start. */
  ALLOW_INSECURE_HTTP: booleanFlag.default(false),
  SERVE_APPS: booleanFlag.default(true),
  APPS_DIR: z.string().optional(),
  WORKERS: z.enum(['on', 'off', 'only']).default('on'),
  /** HTTP processes sharing PORT (`auto`: one per core); the background jobs run in one of them. */
  API_PROCESSES: apiProcessesSetting,
  /**
   * Longest graceful shutdown (SIGTERM): requests in flight and webhook sends (WEBHOOK_TIMEOUT_MS)
   * finish within it; then the process exits anyway. Keep the orchestrator's grace period above it.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(25_000),
  /** /metrics answers only with `Authorization: Bearer METRICS_TOKEN` (unless METRICS_PORT). */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Metrics on a listener of their own (for the monitoring network), not on PORT. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  METRICS_HOST: z.string().optional(),
  RATE_LIMIT_ENABLED: booleanFlag.default(true),
  /** Redis for the counters replicas share (every rate limit); without it, as documented per limit. */
  REDIS_URL: z.url().optional(),
  /** Prefix of every Redis key this deployment writes (several deployments may share one Redis). */
  REDIS_KEY_PREFIX: z.string().max(100).default('kopru:'),
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
  /**
   * The release delay: days after a payment succeeds before its net less the reserve is released
   * (platform mode: pending -> available; marketplace mode: approved at iyzico). Unset: 7 with a
   * real acquirer and 0 with the sandbox (decision 013). An admin may set a merchant's own.
   */
  SETTLEMENT_DELAY_DAYS: z.coerce.number().int().min(0).max(540).optional(),
  /**
   * The rolling reserve: the percentage of each payment's net held for RESERVE_DAYS (at most two
   * decimals). Unset: 10 with a real acquirer and 0 with the sandbox (decision 013).
   */
  RESERVE_PERCENT: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percentage with at most two decimals, e.g. 10 or 7.5')
    .transform((value) => Math.round(Number(value) * 100))
    .refine((basisPoints) => basisPoints <= 10_000, 'at most 100')
    .optional(),
  /**
   * The e-commerce withholding rate (decision 015): the percentage of each payment's amount withheld
   * from the merchant and owed to the tax office (1 since 2025). Unset: 0; production marketplace
   * mode refuses to start until it is set explicitly (0 included).
   */
  WITHHOLDING_TAX_PERCENT: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percentage with at most two decimals, e.g. 1 or 0.5')
    .transform((value) => Math.round(Number(value) * 100))
    .refine((basisPoints) => basisPoints <= 10_000, 'at most 100')
    .optional(),
  /** Days after a payment succeeds before its reserve is released: the chargeback window. */
  RESERVE_DAYS: z.coerce.number().int().min(0).max(540).default(120),
  /** The dispute fee held with a disputed amount, in minor units of the payment's currency (15.00). */
  DISPUTE_FEE_MINOR: z.coerce.number().int().min(0).max(1_000_000).default(1500),
  /** Days a team invitation's link can be used (once). */
  TEAM_INVITATION_DAYS: z.coerce.number().int().min(1).max(30).default(7),
  /** Days the merchant has to send evidence once a dispute opens. */
  DISPUTE_EVIDENCE_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  /** Sandbox: seconds after a payment with the dispute card until its dispute is reported. */
  SANDBOX_DISPUTE_AFTER_SECONDS: z.coerce.number().int().min(0).default(60),
  /** The acquirer: the deterministic in-process sandbox, or iyzico. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'iyzico']).default('sandbox'),
  /** After this long a payment still `processing` is resolved by the reconciler asking the acquirer. */
  PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).default(300),
  /** After this long an unfinished 3-D Secure challenge is abandoned (the payment fails). */
  THREE_DS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(1200),
  /** iyzico merchant API key and secret key (PAYMENT_PROVIDER=iyzico); sandbox keys start with `sandbox-`. */
  IYZICO_API_KEY: z.string().min(1).optional(),
  IYZICO_SECRET_KEY: z.string().min(1).optional(),
  /** iyzico's API: the sandbox by default, https://api.iyzipay.com for live payments. */
  IYZICO_BASE_URL: z.url().default('https://sandbox-api.iyzipay.com'),
  /** How long one iyzico call may take; past it the outcome is unknown and the reconciler asks later. */
  IYZICO_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /**
   * With iyzico: `marketplace` (default) registers each merchant as an iyzico sub-merchant and
   * iyzico pays merchants out; `platform` keeps the money on the operator's account and Köprü pays
   * merchants itself, which only a licensed payment institution may do (decision 011).
   */
  IYZICO_MODE: z.enum(['marketplace', 'platform']).default('marketplace'),
  ...iyzicoRateSettings,
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
  /** S3-compatible object storage for uploaded files; without S3_ENDPOINT they stay on local disk. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_SERVER_SIDE_ENCRYPTION: z.enum(['AES256', 'aws:kms']).default('AES256'),
  S3_KMS_KEY_ID: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  /** TCMB's daily rates file (docs/fx.md); tests and local runs point it at a server of their own. */
  TCMB_RATES_URL: z.url().default('https://www.tcmb.gov.tr/kurlar/today.xml'),
  /** How long one fetch of the TCMB file may take. */
  TCMB_RATES_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** On a business day without that day's bulletin yet (or an unreachable feed), minutes between tries. */
  TCMB_RATES_RETRY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** The spread taken off the reference rate when a payout is converted to lira, in percent (two decimals at most). */
  FX_SPREAD_PERCENT: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, 'a percent below 100 with at most two decimals, e.g. 1.0')
    .default('1.0'),
  /** How long a conversion quote holds its rate. */
  FX_QUOTE_TTL_SECONDS: z.coerce.number().int().min(10).max(3_600).default(60),
  /** A fixed fee for converting a payout to lira, in kuruş (0: none). */
  FX_CONVERSION_FEE_MINOR: z.coerce.number().int().min(0).max(100_000_00).default(0),
  /** Local development only: let webhooks go to private and loopback addresses, over http too. */
  WEBHOOKS_ALLOW_PRIVATE: booleanFlag.default(false),
  /**
   * The DNS servers the API asks itself (webhook targets, domain TXT records), `ip` or `ip:port`,
   * comma-separated; unset: the system's.
   */
  DNS_SERVERS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((server) => server.trim())
        .filter(Boolean),
    ),
  /** How long one DNS try waits for an answer. */
  DNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2_000),
  /** How many times a DNS question is asked before giving up. */
  DNS_TRIES: z.coerce.number().int().min(1).max(5).default(2),
  /** How long a webhook receiver has to answer. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(WEBHOOK_TIMEOUT_MS),
});

export type Env = Omit<
  z.infer<typeof envSchema>,
  | 'SEED_DEMO'
  | 'REQUIRE_ADMIN_TWO_FACTOR'
  | 'SETTLEMENT_DELAY_DAYS'
  | 'RESERVE_PERCENT'
  | 'WITHHOLDING_TAX_PERCENT'
> & {
  REQUIRE_ADMIN_TWO_FACTOR: boolean;
  SETTLEMENT_DELAY_DAYS: number;
  /** RESERVE_PERCENT in basis points (1000 = 10 %), its default applied. */
  RESERVE_BASIS_POINTS: number;
  /** WITHHOLDING_TAX_PERCENT in basis points (100 = 1 %); 0 when unset. */
  WITHHOLDING_BASIS_POINTS: number;
  SEED_DEMO: boolean;
  PUBLIC_URL: string;
  MERCHANT_ORIGIN: string;
  ADMIN_ORIGIN: string;
  CHECKOUT_ORIGIN: string;
};

/** The release delay's default with a real acquirer (decision 013). */
export const DEFAULT_RELEASE_DELAY_DAYS = 7;
/** The rolling reserve's default with a real acquirer, in basis points: 10 % (decision 013). */
export const DEFAULT_RESERVE_BASIS_POINTS = 1000;

/** iyzico's marketplace product collects for the merchants (decision 011); the sandbox never does. */
export function isMarketplace(env: Pick<Env, 'PAYMENT_PROVIDER' | 'IYZICO_MODE'>): boolean {
  return env.PAYMENT_PROVIDER === 'iyzico' && env.IYZICO_MODE === 'marketplace';
}

/** https, or http on this machine only (localhost, 127.0.0.0/8, ::1). */
function isSafeOrigin(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'https:') return true;
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the environment once at start-up; a bad value stops the process naming the variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.APP_SECRET) {
    throw new EnvError('Invalid environment:\n  APP_SECRET: required in production with DATABASE_URL');
  }
  if (env.PAYMENT_PROVIDER === 'iyzico' && (!env.IYZICO_API_KEY || !env.IYZICO_SECRET_KEY)) {
    throw new EnvError(
      'Invalid environment:\n  IYZICO_API_KEY and IYZICO_SECRET_KEY: required with PAYMENT_PROVIDER=iyzico',
    );
  }
  if (env.S3_ENDPOINT && (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
    throw new EnvError(
      'Invalid environment:\n  S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required with S3_ENDPOINT',
    );
  }
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new EnvError('Invalid environment:\n  ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const production = env.NODE_ENV === 'production';
  if (production && !env.ALLOW_INSECURE_HTTP && !isSafeOrigin(publicUrl)) {
    throw new EnvError(
      'Invalid environment:\n  PUBLIC_URL: must be https:// in production (session cookies would travel in clear); set ALLOW_INSECURE_HTTP=true to start anyway',
    );
  }
  const processesProblem = apiProcessesProblem(env);
  if (processesProblem) throw new EnvError(`Invalid environment:\n  ${processesProblem}`);
  const feeProblem = feeScheduleProblem(env);
  if (feeProblem) throw new EnvError(`Invalid environment:\n  ${feeProblem}`);
  if (production && isMarketplace(env) && env.WITHHOLDING_TAX_PERCENT === undefined) {
    throw new EnvError(
      'Invalid environment:\n  WITHHOLDING_TAX_PERCENT: required in production marketplace mode (the e-commerce withholding rate, 1 since 2025; 0 only if it does not apply to you; docs/decisions/015-withholding-tax.md)',
    );
  }
  const { RESERVE_PERCENT, WITHHOLDING_TAX_PERCENT, ...parsedEnv } = env;
  return {
    ...parsedEnv,
    SEED_DEMO: env.SEED_DEMO ?? !production,
    REQUIRE_ADMIN_TWO_FACTOR: env.REQUIRE_ADMIN_TWO_FACTOR ?? production,
    SETTLEMENT_DELAY_DAYS:
      env.SETTLEMENT_DELAY_DAYS ?? (env.PAYMENT_PROVIDER === 'sandbox' ? 0 : DEFAULT_RELEASE_DELAY_DAYS),
    RESERVE_BASIS_POINTS:
      RESERVE_PERCENT ?? (env.PAYMENT_PROVIDER === 'sandbox' ? 0 : DEFAULT_RESERVE_BASIS_POINTS),
    WITHHOLDING_BASIS_POINTS: WITHHOLDING_TAX_PERCENT ?? 0,
    PUBLIC_URL: publicUrl,
    MERCHANT_ORIGIN: env.MERCHANT_ORIGIN ?? publicUrl,
    ADMIN_ORIGIN: env.ADMIN_ORIGIN ?? publicUrl,
    CHECKOUT_ORIGIN: env.CHECKOUT_ORIGIN ?? publicUrl,
  };
}
