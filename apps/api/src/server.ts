import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { openMigratedDatabase } from './boot.ts';
import { EnvError, loadEnv } from './env.ts';
import { systemClock } from './lib/clock.ts';
import { resolveAppSecret } from './lib/secrets.ts';
import { createOrResetAdmin } from './modules/auth/admin-accounts.ts';
import { ensureDefaultContent } from './modules/content/service.ts';
import { formatDemoAccounts, seedDemoAccounts } from './seed/demo.ts';
import { startWorkers } from './workers.ts';

async function main() {
  const env = loadEnv();
  const database = await openMigratedDatabase(env);
  const appSecret = await resolveAppSecret(env);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const app = await buildApp({
    env,
    database,
    appSecret,
    appsDir: env.SERVE_APPS ? (env.APPS_DIR ?? path.resolve(here, '../..')) : undefined,
  });

  // Demo accounts first: they are only made on an empty database, which ADMIN_EMAIL would fill.
  if (env.SEED_DEMO) {
    const demo = await seedDemoAccounts(database.db, systemClock.now());
    if (demo.length > 0) process.stdout.write(formatDemoAccounts(demo, env.PUBLIC_URL));
  }
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const outcome = await createOrResetAdmin(database.db, {
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
    });
    app.log.info({ email: env.ADMIN_EMAIL, outcome }, 'admin account from ADMIN_EMAIL');
  }
  const content = await ensureDefaultContent(database.db);
  if (content.inserted > 0) app.log.info(content, 'default landing page content inserted');

  const stopWorkers = env.WORKERS === 'off' ? async () => {} : startWorkers(app.ctx, app.log);
  if (env.WORKERS !== 'only') {
    await app.listen({ port: env.PORT, host: env.HOST });
    process.stdout.write(`\n  Köprü is running at ${env.PUBLIC_URL} (database: ${database.kind})\n\n`);
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await stopWorkers();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  if (error instanceof EnvError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Köprü failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
