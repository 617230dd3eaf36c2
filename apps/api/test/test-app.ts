import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { type Env, loadEnv } from '../src/env.ts';
import type { Clock } from '../src/lib/clock.ts';
import type { HostResolver, PaymentProvider, ProviderDeps } from '../src/ports.ts';
import { type DnsStandIn, dnsStandIn } from './dns-stand-in.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** On PostgreSQL: the fresh database's URL, to open more connections to it (a second worker). */
  databaseUrl: string | undefined;
  /** The app's DATA_DIR, a temporary directory (uploaded files are under `files/`). */
  dataDir: string;
  /** The DNS webhook targets are resolved through (unless the test gave its own resolver). */
  dns: DnsStandIn;
  close(): Promise<void>;
}

/** The bearer token /metrics wants in tests (METRICS_TOKEN). */
export const testMetricsToken = 'test-metrics-token-0123456789';
export const metricsAuth = { authorization: `Bearer ${testMetricsToken}` };

export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh PostgreSQL database on the TEST_DATABASE_URL server; dropped by the returned function. */
async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `kopru_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Builds the app on a fresh, migrated database: PGlite in memory, or PostgreSQL when TEST_DB=postgres. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    logStream?: { write(line: string): void };
    appsDir?: string;
    /** The acquirer, built on the test's database (e.g. a sandbox that counts its calls). */
    provider?: (deps: ProviderDeps & { env: Env }) => PaymentProvider;
    /** Extra routes registered before the app is ready (e.g. to exercise a guard). */
    routes?: FastifyPluginAsync;
    /** Webhook targets' DNS; a stand-in (test/dns-stand-in.ts) unless given: tests have no network. */
    hostResolver?: HostResolver;
    /** Told of every round trip the driver makes (db/statement-observer.ts). */
    onStatement?: (text: string) => void;
  } = {},
): Promise<TestApp> {
  const postgres = testDbKind === 'postgres' ? await freshPostgresDatabase() : undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kopru-test-'));
  const template = postgres ? undefined : inject('pgliteTemplate');
  const database = await openDatabase({
    url: postgres?.url,
    dataDir: 'memory://',
    poolSize: 30,
    // A test holding a row lock to interleave requests may lengthen the wait (DATABASE_LOCK_TIMEOUT_MS).
    lockTimeoutMs: Number(options.env?.DATABASE_LOCK_TIMEOUT_MS ?? 5_000),
    loadDataDir: template ? new Blob([await readFile(template)]) : undefined,
    ...(options.onStatement ? { onStatement: options.onStatement } : {}),
  });
  await database.migrate();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    API_RATE_LIMIT_PER_MINUTE: '100000',
    DATA_DIR: dataDir,
    PAYMENT_RATE_LIMIT_PER_MINUTE: '100000',
    CHECKOUT_RATE_LIMIT_PER_MINUTE: '100000',
    CHECKOUT_CARD_ATTEMPTS_PER_HOUR: '100000',
    CHECKOUT_LINK_DECLINES_PER_HOUR: '100000',
    METRICS_TOKEN: testMetricsToken,
    CHECKOUT_CHALLENGE_AFTER_DECLINES: '100000',
    // Suites sign up and invite many addresses from one client; the limits have their own tests.
    EMAILS_PER_CLIENT_PER_HOUR: '100000',
    EMAILS_PER_RECIPIENT_PER_HOUR: '100000',
    ...options.env,
  });
  const appSecret = 'test-secret-that-is-long-enough-0123456789';
  const dns = dnsStandIn();
  const app = await buildApp({
    env,
    database,
    appSecret,
    ...(options.provider
      ? {
          paymentProvider: options.provider({
            env,
            db: database.db,
            appSecret,
            ...(options.clock ? { clock: options.clock } : {}),
          }),
        }
      : {}),
    clock: options.clock,
    hostResolver: options.hostResolver ?? dns.resolver,
    logStream: options.logStream,
    appsDir: options.appsDir,
  });
  if (options.routes) await app.register(options.routes);
  await app.ready();
  return {
    app,
    database,
    databaseUrl: postgres?.url,
    dataDir,
    dns,
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
