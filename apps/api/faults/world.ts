import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { loadEnv } from '../src/env.ts';
import { createAdmin, createApiKey, createKycApprovedMerchant, createLink } from '../test/factories.ts';
import { faultSecret } from './api-process.ts';

export interface World {
  databaseUrl: string;
  dataDir: string;
  /** The suite's own connections to the database, for setup and the final checks. */
  database: DatabaseHandle;
  merchantId: string;
  merchantCookie: string;
  adminCookie: string;
  link: { id: string; code: string; amount: number };
  secret: string;
}

/**
 * A KYC-approved merchant with a payment link and a secret key, and an admin, made through the
 * real endpoints of an in-process app on the scenario's database (the API processes under test
 * share its APP_SECRET, so the sessions and the key work there too).
 */
export async function buildWorld(databaseUrl: string): Promise<World> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kopru-faults-data-'));
  const database = await openDatabase({ url: databaseUrl, poolSize: 5 });
  await database.migrate();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RATE_LIMIT_ENABLED: 'false',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  });
  const app = await buildApp({ env, database, appSecret: faultSecret });
  await app.ready();
  const sme = await createKycApprovedMerchant(app, database.db);
  const link = await createLink(app, sme.cookie, { amount: 10_000, currency: 'USD' });
  const key = await createApiKey(app, sme.cookie);
  const admin = await createAdmin(app, database.db);
  await app.close();
  return {
    databaseUrl,
    dataDir,
    database,
    merchantId: sme.merchantId,
    merchantCookie: sme.cookie,
    adminCookie: admin.cookie,
    link: { id: link.id, code: link.code, amount: link.amount },
    secret: key.secret,
  };
}
