import { OPERATOR_NAME, SUPPORT_EMAIL } from '@kopru/domain/constants';
import { z } from 'zod';
import { apiProcessesSetting } from '../api-processes.ts';
import { booleanFlag, origin } from './value-parsers.ts';

/** The server itself: where it listens, its database, addresses, secrets, mail, processes, metrics. */
export const serverSettings = {
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
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
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
  /** Redis for the counters replicas share (every rate limit); without it, as documented per limit. */
  REDIS_URL: z.url().optional(),
  /** Prefix of every Redis key this deployment writes (several deployments may share one Redis). */
  REDIS_KEY_PREFIX: z.string().max(100).default('kopru:'),
};
