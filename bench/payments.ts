// Payment endpoint throughput and latency under concurrent load, next to the same SQL run
// directly through the driver in the same run. Run: `pnpm bench` (PGlite, and PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set). Figures are printed, never asserted.

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
import { rawPaymentLoop, type SqlRunner } from './raw-payment.ts';

const run = promisify(execFile);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
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

/** A verified merchant with one USD link, set up through the API itself. */
async function setUp(database: DatabaseHandle) {
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    SEED_DEMO: 'false',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0',
  });
  const app = await buildApp({ env, database, appSecret: 'bench-secret-bench-secret-bench-secret-0' });
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email,
      password: 'Bench-pass-2026',
      companyName: 'Bench Ltd',
      taxId: '1234567890',
      authPersonName: 'Bench',
      acceptTerms: true,
      acceptPrivacy: true,
    },
  });
  const cookie = registered.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  await database.db
    .update(merchants)
    .set({ verificationStatus: 'verified', kycStatus: 'approved' })
    .where(eq(merchants.id, registered.json().merchant.id));
  const link = (
    await app.inject({
      method: 'POST',
      url: '/api/merchant/payment-links',
      headers: { cookie },
      payload: { productName: 'Bench item', amount: 10_000 },
    })
  ).json();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    code: link.code as string,
    linkId: link.id as string,
    merchantId: registered.json().merchant.id as string,
    port,
  };
}

/** autocannon in its own process, so the load generator does not share the server's event loop. */
async function loadApi(port: number, code: string, connections: number) {
  const options = {
    url: `http://127.0.0.1:${port}/api/public/links/${code}/payments`,
    method: 'POST',
    connections,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', 'idempotency-key': '[<id>]' },
    body: JSON.stringify(card),
  };
  const script = fileURLToPath(new URL('./load.mjs', import.meta.url));
  const { stdout } = await run(process.execPath, [script, JSON.stringify(options)], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = JSON.parse(stdout);
  return {
    perSecond: result.requests.average as number,
    p50: result.latency.p50 as number,
    p99: result.latency.p99 as number,
    errors: (result.errors + result.non2xx) as number,
  };
}

function report(label: string, api: Awaited<ReturnType<typeof loadApi>>, raw: { perSecond: number }) {
  const ratio = api.perSecond / raw.perSecond;
  console.log(`\n${label}`);
  console.log(
    `  API   ${api.perSecond.toFixed(0).padStart(6)} payments/s   p50 ${api.p50} ms   p99 ${api.p99} ms   errors ${api.errors}`,
  );
  console.log(
    `  raw   ${raw.perSecond.toFixed(0).padStart(6)} payments/s   (same statements through the driver, same concurrency)`,
  );
  console.log(`  ratio API / raw = ${ratio.toFixed(2)}  (aim: >= 0.50)`);
}

async function benchPglite() {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const { app, code, linkId, merchantId, port } = await setUp(database);
  // PGlite runs one statement at a time: the baseline is a single sequential loop.
  const client = (
    database.db as unknown as {
      $client: { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
    }
  ).$client;
  const runner: SqlRunner = { query: (text, params) => client.query(text, params) };
  const raw = await rawPaymentLoop([runner], { code, linkId, merchantId, seconds: DURATION_S });
  const api = await loadApi(port, code, CONNECTIONS);
  report(`PGlite (embedded), ${CONNECTIONS} connections, ${DURATION_S}s`, api, raw);
  await app.close();
  await database.close();
}

async function benchPostgres(baseUrl: string) {
  const fresh = await freshPostgres(baseUrl);
  const database = await openDatabase({ url: fresh.url, poolSize: CONNECTIONS });
  await database.migrate();
  const { app, code, linkId, merchantId, port } = await setUp(database);
  const pool = new pg.Pool({ connectionString: fresh.url, max: CONNECTIONS });
  const clients = await Promise.all(Array.from({ length: CONNECTIONS }, () => pool.connect()));
  const raw = await rawPaymentLoop(
    clients.map((c) => ({ query: (text: string, params?: unknown[]) => c.query(text, params as unknown[]) })),
    { code, linkId, merchantId, seconds: DURATION_S },
  );
  for (const c of clients) c.release();
  await pool.end();
  const api = await loadApi(port, code, CONNECTIONS);
  report(`PostgreSQL, ${CONNECTIONS} connections, ${DURATION_S}s`, api, raw);
  await app.close();
  await database.close();
  await fresh.drop();
}

await benchPglite();
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) await benchPostgres(pgUrl);
else console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');
