// The bench's API: built as in production (rate limits off, SMTP set), listening on loopback,
// with its first merchant made through the product's paths (setup.ts).
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/api/src/app.ts';
import type { DatabaseHandle } from '../apps/api/src/db/client.ts';
import { loadEnv } from '../apps/api/src/env.ts';
import { card } from './measure.ts';
import { createMerchant, signInAdmin } from './setup.ts';

export const appSecret = 'bench-secret-bench-secret-bench-secret-0';

/** The API listening on loopback (production settings, rate limits off), with one merchant. */
export async function setUp(database: DatabaseHandle) {
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    SEED_DEMO: 'false',
    APP_SECRET: appSecret,
    // E-mail leaves through SMTP as in production; the bench's set-up runs the worker's pass itself.
    SMTP_URL: 'smtp://127.0.0.1:2525',
    // The bench's admin only approves KYC (two-factor sign-in has its own tests).
    REQUIRE_ADMIN_TWO_FACTOR: 'false',
  });
  const app = await buildApp({ env, database, appSecret });
  const adminCookie = await signInAdmin(app, database.db);
  const first = await createMerchant(app, database.db, { adminCookie, appSecret }, 'one');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, first, port, adminCookie };
}

/** One payment through the API over HTTP, as the load generator makes them. */
export function payOnce(port: number, code: string) {
  return async (key: string) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/public/links/${code}/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(card),
    });
    const body = (await response.json()) as { status?: string };
    if (response.status !== 200 || body.status !== 'succeeded')
      throw new Error(`a payment for the raw loop's recording answered ${response.status} ${body.status}`);
  };
}
