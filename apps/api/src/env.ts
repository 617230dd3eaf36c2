import { z } from 'zod';
import { apiProcessesProblem } from './api-processes.ts';
import { acquirerSettings } from './env/acquirer-settings.ts';
import { moneySettings } from './env/money-settings.ts';
import { outboundSettings } from './env/outbound-settings.ts';
import { securitySettings } from './env/security-settings.ts';
import { serverSettings } from './env/server-settings.ts';
import { feeScheduleProblem } from './fee-schedule-check.ts';

/** The server's environment, one schema: its settings by what they are about (src/env/). */
const envSchema = z.object({
  ...serverSettings,
  ...securitySettings,
  ...moneySettings,
  ...acquirerSettings,
  ...outboundSettings,
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
