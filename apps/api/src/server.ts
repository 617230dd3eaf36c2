import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { openMigratedDatabase } from './boot.ts';
import { runPrimary } from './cluster.ts';
import { EnvError, loadEnv } from './env.ts';
import { resolveAppSecret } from './lib/secrets.ts';
import { checkAcquirer } from './modules/payments/acquirer-check.ts';
import { prepareDatabaseOnce } from './start-up.ts';
import { startWorkers } from './workers.ts';

/** Set once the app exists: crash handlers and lost connections log through it. */
let running: { app: FastifyInstance; shutdown(reason: string, code: number): Promise<void> } | undefined;

async function main() {
  const env = loadEnv();
  if (cluster.isPrimary && env.API_PROCESSES > 1) return runPrimary(env);
  // One process, or one of API_PROCESSES started by the primary, which prepared the database.
  const startedByPrimary = cluster.isWorker;
  const database = await openMigratedDatabase(
    env,
    (error) => {
      if (!running) return process.stderr.write(`database connection lost: ${error.message}\n`);
      running.app.log.warn({ err: error, event: 'db_connection_lost' }, 'database connection lost');
    },
    { migrate: !startedByPrimary },
  );
  const appSecret = await resolveAppSecret(env);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const app = await buildApp({
    env,
    database,
    appSecret,
    appsDir: env.SERVE_APPS ? (env.APPS_DIR ?? path.resolve(here, '../..')) : undefined,
  });
  if (app.ctx.email.delivery === 'not_leaving') {
    app.log.warn(
      { event: 'email_not_leaving' },
      'SMTP_URL is not set: e-mail is not leaving this server (password resets, invitations and notices reach no one)',
    );
  }
  if (!startedByPrimary) await prepareDatabaseOnce(env, database, app.log);

  // The operator's check at start: does the acquirer answer with these keys? Logged, not blocking.
  void checkAcquirer(app.ctx).then(
    (check) =>
      check.status === 'sandbox'
        ? app.log.info(
            { event: 'acquirer_check', ...check },
            'sandbox acquirer: no keys to check, no money moves',
          )
        : check.status === 'ok'
          ? app.log.info({ event: 'acquirer_check', ...check }, 'acquirer answers with the configured keys')
          : app.log.warn(
              { event: 'acquirer_check', ...check },
              'acquirer check failed: payments cannot be taken until it answers (docs/acquirers.md)',
            ),
    (error: unknown) => app.log.warn({ err: error, event: 'acquirer_check' }, 'acquirer check failed'),
  );
  const stopWorkers = env.WORKERS === 'off' ? async () => {} : startWorkers(app.ctx, app.log);
  if (env.WORKERS !== 'only') {
    await app.listen({ port: env.PORT, host: env.HOST });
    if (!startedByPrimary)
      process.stdout.write(`\n  Köprü is running at ${env.PUBLIC_URL} (database: ${database.kind})\n\n`);
  } else {
    await app.ready(); // no HTTP server, but METRICS_PORT is served
  }

  let stopping = false;
  const shutdown = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ reason, event: 'shutting_down' }, 'shutting down');
    // A shutdown that hangs (a request waiting on a dead database) must not keep a broken process.
    setTimeout(() => {
      app.log.error({ event: 'shutdown_timeout' }, 'shutdown did not finish in time: exiting');
      process.exit(code || 1);
    }, env.SHUTDOWN_TIMEOUT_MS).unref();
    try {
      // Stop accepting (requests in flight finish; new ones on open connections get 503) while
      // the workers finish what they started and hand back the rest of their claims.
      await Promise.all([app.close(), stopWorkers()]);
      await database.close();
      app.log.info({ event: 'shut_down' }, 'shut down: requests finished, claims released');
    } catch (error) {
      app.log.error({ err: error }, 'shutdown did not finish cleanly');
    }
    process.exit(code);
  };
  running = { app, shutdown };
  process.once('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.once('SIGINT', () => void shutdown('SIGINT', 0));
}

/**
 * A bug that escapes every handler leaves the process in an unknown state: log it and leave
 * through the graceful shutdown with a failure code, so the supervisor starts a fresh process.
 */
function crashed(kind: 'uncaughtException' | 'unhandledRejection') {
  return (error: unknown) => {
    if (!running) {
      process.stderr.write(
        `${kind}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(1);
    }
    running.app.log.fatal({ err: error, event: kind }, `${kind}: shutting down`);
    void running.shutdown(kind, 1);
  };
}
process.on('uncaughtException', crashed('uncaughtException'));
process.on('unhandledRejection', crashed('unhandledRejection'));

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
