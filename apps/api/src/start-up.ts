import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import { systemClock } from './lib/clock.ts';
import { createOrResetAdmin } from './modules/auth/admin-accounts.ts';
import { upgradeDefaultContent } from './modules/content/defaults-upgrade.ts';
import { ensureDefaultContent } from './modules/content/service.ts';
import { formatDemoAccounts, seedDemoAccounts } from './seed/demo.ts';

/**
 * What a start does once to the database after its migrations: demo accounts, the admin of
 * ADMIN_EMAIL, the landing page's default content. With API_PROCESSES > 1 the primary does it
 * before it starts the API processes, so they never race to do it.
 */
export async function prepareDatabaseOnce(env: Env, database: DatabaseHandle, log: FastifyBaseLogger) {
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
    log.info({ email: env.ADMIN_EMAIL, outcome }, 'admin account from ADMIN_EMAIL');
  }
  const content = await ensureDefaultContent(database.db);
  if (content.inserted > 0) log.info(content, 'default landing page content inserted');
  const upgrade = await upgradeDefaultContent(database.db);
  if (upgrade.upgraded > 0) log.info(upgrade, 'default landing page content brought to the current wording');
}
