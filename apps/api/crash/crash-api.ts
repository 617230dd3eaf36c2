import { buildApp } from '../src/app.ts';
import { openMigratedDatabase } from '../src/boot.ts';
import { loadEnv } from '../src/env.ts';
import { resolveAppSecret } from '../src/lib/secrets.ts';
import { createProvider } from '../src/modules/payments/provider.ts';
import { startWorkers } from '../src/workers.ts';
import { type CrashGate, gatedProvider } from './gate.ts';

/**
 * The API as src/server.ts starts it (migrated database, the configured acquirer, workers, listen),
 * with the acquirer behind the crash test's gate (CRASH_GATE, CRASH_LOG). Test support only.
 */
const env = loadEnv();
const database = await openMigratedDatabase(env);
const appSecret = await resolveAppSecret(env);
const gate = (process.env.CRASH_GATE ?? 'none') as CrashGate;
const provider = gatedProvider(
  createProvider(env, { db: database.db, appSecret }),
  gate,
  process.env.CRASH_LOG ?? '/dev/null',
);
const app = await buildApp({ env, database, appSecret, paymentProvider: provider });
if (env.WORKERS !== 'off') startWorkers(app.ctx, app.log);
await app.listen({ port: env.PORT, host: env.HOST });
process.stdout.write('ready\n');
