// Payment endpoint throughput and latency, closed loop at saturation and open loop at half of it,
// next to the same SQL run directly through the driver and, on PostgreSQL, pgbench's TPC-B-like
// rate on the same server, for one merchant and for 100; then reads at 1,000,000 payments
// (million.ts). Run: `pnpm bench` (PGlite, and PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set). Figures are printed as ratios, never asserted.

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client.ts';
import { merchants } from '../apps/api/src/db/schema/merchants.ts';
import { loadEnv } from '../apps/api/src/env.ts';
import { benchMillion } from './million.ts';
import { pgbenchTps } from './pgbench.ts';
import { rawPaymentLoop, type SqlRunner, type Target } from './raw-payment.ts';

const run = promisify(execFile);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** Untimed load before the measured phases, so the first phase does not measure the JIT warming up. */
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const card = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  cardholderName: 'Bench Payer',
  email: 'bench@example.com',
};

async function freshPostgres(baseUrl: string) {
  const name = `kopru_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const appSecret = 'bench-secret-bench-secret-bench-secret-0';

/** A verified merchant with one USD link, made through the API itself. */
async function createMerchant(app: App, database: DatabaseHandle, label: string): Promise<Merchant> {
  const email = `bench-${label}-${randomBytes(4).toString('hex')}@example.com`;
  const register = () =>
    app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email,
        password: 'Bench-pass-2026-quartz-lantern',
        companyName: `Bench ${label} Ltd`,
        taxId: '1234567890',
        authPersonName: 'Bench',
        acceptTerms: true,
        acceptPrivacy: true,
      },
    });
  let registered = await register();
  // On a busy machine a sign-up may meet the pool's acquire timeout (503): ask again.
  for (let attempt = 0; registered.statusCode === 503 && attempt < 5; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    registered = await register();
  }
  if (registered.statusCode >= 300) throw new Error(`register failed: ${registered.body}`);
  const cookie = registered.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const merchantId = registered.json().merchant.id as string;
  await database.db
    .update(merchants)
    .set({ verificationStatus: 'verified', kycStatus: 'approved' })
    .where(eq(merchants.id, merchantId));
  const link = (
    await app.inject({
      method: 'POST',
      url: '/api/merchant/payment-links',
      headers: { cookie },
      payload: { productName: 'Bench item', amount: 10_000 },
    })
  ).json();
  return { cookie, merchantId, code: link.code as string, linkId: link.id as string };
}

type App = Awaited<ReturnType<typeof buildApp>>;
interface Merchant extends Target {
  cookie: string;
}

/** The API listening on loopback, with one merchant. */
async function setUp(database: DatabaseHandle) {
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    SEED_DEMO: 'false',
    APP_SECRET: appSecret,
  });
  const app = await buildApp({ env, database, appSecret });
  const first = await createMerchant(app, database, 'one');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, first, port };
}

interface Load {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time of this process (the API; the load generator runs in its own) per request. */
  cpuMs: number;
}

/**
 * The load generator in its own process, so it does not share the server's event loop. Closed
 * loop (autocannon, `connections` requests always in flight) unless `rate` is given: then open
 * loop at that many requests per second, evenly spaced (open-loop.mjs).
 */
async function loadApi(
  port: number,
  codes: string[],
  options: { connections: number; rate?: number; seconds?: number },
) {
  const path = (code: string) => `/api/public/links/${code}/payments`;
  const common = {
    url: `http://127.0.0.1:${port}${path(codes[0] ?? '')}`,
    ...(codes.length > 1 ? { paths: codes.map(path) } : {}),
    duration: options.seconds ?? DURATION_S,
    body: JSON.stringify(card),
  };
  const load = options.rate
    ? {
        ...common,
        rate: Math.max(1, Math.round(options.rate)),
        headers: { 'content-type': 'application/json' },
      }
    : {
        ...common,
        method: 'POST',
        connections: options.connections,
        headers: { 'content-type': 'application/json', 'idempotency-key': '[<id>]' },
      };
  const script = fileURLToPath(new URL(options.rate ? './open-loop.mjs' : './load.mjs', import.meta.url));
  const cpu = process.cpuUsage();
  const { stdout } = await run(process.execPath, [script, JSON.stringify(load)], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const used = process.cpuUsage(cpu);
  const result = JSON.parse(stdout);
  return {
    perSecond: result.requests.average as number,
    p50: result.latency.p50 as number,
    p99: result.latency.p99 as number,
    errors: (result.errors + result.non2xx) as number,
    cpuMs: (used.user + used.system) / 1000 / Math.max(1, result.requests.total as number),
  } satisfies Load;
}

const fixed = (n: number) => n.toFixed(0).padStart(6);

function line(label: string, load: Load) {
  console.log(
    `  ${label.padEnd(34)} ${fixed(load.perSecond)} payments/s   p50 ${load.p50} ms   p99 ${load.p99} ms   errors ${load.errors}   API CPU ${load.cpuMs.toFixed(2)} ms/request`,
  );
}

/** WARMUP_S seconds of closed-loop load on the API, not counted in any figure. */
async function warmUp(port: number, codes: string[]) {
  if (WARMUP_S <= 0) return;
  const load = await loadApi(port, codes, { connections: CONNECTIONS, seconds: WARMUP_S });
  console.log(
    `  API warmed up first: ${WARMUP_S} s of untimed closed-loop load (${fixed(load.perSecond).trim()} payments/s, not counted)`,
  );
}

/** Saturation (closed loop), then open loop at half of it: throughput, p50 and p99 of both. */
async function saturationAndHalf(port: number, codes: string[]) {
  const saturated = await loadApi(port, codes, { connections: CONNECTIONS });
  const half = await loadApi(port, codes, { connections: CONNECTIONS, rate: saturated.perSecond / 2 });
  return { saturated, half };
}

async function benchPglite() {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const { app, first, port } = await setUp(database);
  // PGlite runs one statement at a time: the baseline is a single sequential loop.
  const client = (
    database.db as unknown as {
      $client: { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
    }
  ).$client;
  const runner: SqlRunner = { query: (text, params) => client.query(text, params) };
  console.log(
    `\nPGlite (embedded), one merchant, one link, ${CONNECTIONS} connections, ${DURATION_S} s each`,
  );
  await warmUp(port, [first.code]);
  const raw = await rawPaymentLoop([runner], [first], DURATION_S);
  const { saturated, half } = await saturationAndHalf(port, [first.code]);
  console.log(`  raw SQL loop                       ${fixed(raw.perSecond)} payments/s`);
  line('API, saturated (closed loop)', saturated);
  line('API, open loop at half saturation', half);
  console.log(`  ratio API / raw SQL = ${(saturated.perSecond / raw.perSecond).toFixed(2)}  (aim: >= 0.50)`);
  await app.close();
  await database.close();
}

async function rawOnPostgres(url: string, targets: Target[]) {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  const clients = await Promise.all(Array.from({ length: CONNECTIONS }, () => pool.connect()));
  const raw = await rawPaymentLoop(
    clients.map((c) => ({ query: (text: string, params?: unknown[]) => c.query(text, params as unknown[]) })),
    targets,
    DURATION_S,
  );
  for (const c of clients) c.release();
  await pool.end();
  return raw;
}

async function benchPostgres(baseUrl: string) {
  const pgbenchDb = await freshPostgres(baseUrl);
  const tps = await pgbenchTps(pgbenchDb.url, CONNECTIONS, DURATION_S);
  await pgbenchDb.drop();
  const fresh = await freshPostgres(baseUrl);
  const database = await openDatabase({ url: fresh.url, poolSize: CONNECTIONS });
  await database.migrate();
  const { app, first, port } = await setUp(database);
  console.log(`\nPostgreSQL, ${CONNECTIONS} connections, ${DURATION_S} s each`);
  console.log(`  pgbench TPC-B-like (scale 10)      ${fixed(tps)} transactions/s`);
  await warmUp(port, [first.code]);

  const oneRaw = await rawOnPostgres(fresh.url, [first]);
  const one = await saturationAndHalf(port, [first.code]);
  console.log('  one merchant, one link');
  console.log(`  raw SQL loop                       ${fixed(oneRaw.perSecond)} payments/s`);
  line('API, saturated (closed loop)', one.saturated);
  line('API, open loop at half saturation', one.half);

  const others: Merchant[] = [];
  for (let batch = 0; batch < 33; batch++) {
    const made = await Promise.all(
      Array.from({ length: 3 }, (_, i) => createMerchant(app, database, `m${batch * 3 + i}`)),
    );
    others.push(...made);
  }
  const hundred = [first, ...others];
  const manyRaw = await rawOnPostgres(fresh.url, hundred);
  const many = await saturationAndHalf(
    port,
    hundred.map((m) => m.code),
  );
  console.log(`  ${hundred.length} merchants, one link each`);
  console.log(`  raw SQL loop                       ${fixed(manyRaw.perSecond)} payments/s`);
  line('API, saturated (closed loop)', many.saturated);
  line('API, open loop at half saturation', many.half);

  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  console.log('  ratios');
  console.log(
    `    one merchant:  API / pgbench = ${ratio(one.saturated.perSecond, tps)} (aim >= 0.25), API / raw = ${ratio(one.saturated.perSecond, oneRaw.perSecond)}`,
  );
  console.log(
    `    ${hundred.length} merchants: API / pgbench = ${ratio(many.saturated.perSecond, tps)} (aim >= 0.33), API / raw = ${ratio(many.saturated.perSecond, manyRaw.perSecond)}`,
  );
  console.log(
    `    p99 at half saturation: ${one.half.p99} ms (one merchant), ${many.half.p99} ms (${hundred.length} merchants)  (aim < 50 ms)`,
  );

  if (process.env.BENCH_SKIP_MILLION !== '1') {
    const pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
    await benchMillion(pool, {
      baseUrl: `http://127.0.0.1:${port}`,
      cookie: first.cookie,
      merchantId: first.merchantId,
      linkId: first.linkId,
    });
    await pool.end();
  }
  await app.close();
  await database.close();
  await fresh.drop();
}

// BENCH_SKIP_PGLITE=1 runs the PostgreSQL phases only (to profile them, or on a loaded machine).
if (process.env.BENCH_SKIP_PGLITE !== '1') await benchPglite();
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) await benchPostgres(pgUrl);
else console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');
