import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import { openMigratedDatabase } from './boot.ts';
import type { Env } from './env.ts';
import { serializeError } from './lib/logger.ts';
import { resolveAppSecret } from './lib/secrets.ts';
import { prepareDatabaseOnce } from './start-up.ts';

/** A process that dies this soon after its start is restarted after a growing delay, not at once. */
const STABLE_AFTER_MS = 10_000;
const FIRST_RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * API_PROCESSES > 1 (docs/operations.md "Several API processes on one machine"): this primary
 * migrates and prepares the database and the master secret once, then forks that many API
 * processes, which share PORT through node:cluster (it hands each new connection to the next
 * process in turn). The background jobs run in the first process only (WORKERS as configured;
 * the others get WORKERS=off). A process that dies is logged and replaced in its place, the jobs
 * included. SIGTERM or SIGINT drains every process (each finishes its requests and hands back
 * its claims, as a single process does) and the primary exits when the last one has.
 */
export async function runPrimary(env: Env): Promise<void> {
  const log = pino({ level: env.LOG_LEVEL, serializers: { err: serializeError } });
  const database = await openMigratedDatabase(env, (error) =>
    log.warn({ err: error, event: 'db_connection_lost' }, 'database connection lost'),
  );
  await resolveAppSecret(env); // a generated secret is written once, before the processes read it
  await prepareDatabaseOnce(env, database, log);
  await database.close();

  const places = new Map<Worker, { place: number; startedAt: number }>();
  const restartDelays = Array.from({ length: env.API_PROCESSES }, () => FIRST_RESTART_DELAY_MS);
  let stopping = false;
  let failed = false;

  const start = (place: number) => {
    if (stopping) return;
    const worker = cluster.fork({ WORKERS: place === 0 ? env.WORKERS : 'off' });
    places.set(worker, { place, startedAt: Date.now() });
  };

  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === env.API_PROCESSES)
      process.stdout.write(
        `\n  Köprü is running at ${env.PUBLIC_URL} (database: postgres, ${env.API_PROCESSES} API processes)\n\n`,
      );
  });

  cluster.on('exit', (worker, code, signal) => {
    const started = places.get(worker);
    places.delete(worker);
    if (stopping) {
      // A process still starting has no handler yet: the signal itself ends it, which is no failure.
      if (code !== 0 && signal !== 'SIGTERM') failed = true;
      if (places.size === 0) {
        log.info({ event: 'shut_down' }, 'shut down: every API process has stopped');
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    if (!started) return;
    const lived = Date.now() - started.startedAt;
    const delay = lived < STABLE_AFTER_MS ? restartDelays[started.place] : FIRST_RESTART_DELAY_MS;
    restartDelays[started.place] = Math.min(MAX_RESTART_DELAY_MS, (delay ?? FIRST_RESTART_DELAY_MS) * 2);
    log.error(
      {
        event: 'api_process_exited',
        apiPid: worker.process.pid,
        code,
        signal,
        place: started.place,
        restartInMs: delay,
      },
      'an API process exited: starting another in its place',
    );
    setTimeout(() => start(started.place), delay);
  });

  const shutdown = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason, event: 'shutting_down', processes: places.size }, 'shutting down');
    if (places.size === 0) process.exit(0);
    for (const worker of places.keys()) worker.process.kill('SIGTERM');
    // Each process exits by itself within SHUTDOWN_TIMEOUT_MS; one that does not is ended.
    setTimeout(() => {
      log.error({ event: 'shutdown_timeout' }, 'API processes did not stop in time: ending them');
      for (const worker of places.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS + 2_000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  for (let place = 0; place < env.API_PROCESSES; place++) start(place);
}
