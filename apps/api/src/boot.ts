import path from 'node:path';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import type { Env } from './env.ts';
import { prepareDataDir } from './lib/data-dir.ts';
import { reportDbError } from './lib/db-errors.ts';

/** Where a lost database connection is logged; the server passes its pino logger once it has one. */
export type ConnectionErrorLog = (error: Error) => void;

const toStderr: ConnectionErrorLog = (error) =>
  process.stderr.write(`database connection lost (the pool opens a new one): ${error.message}\n`);

/**
 * Secures DATA_DIR, opens the configured database (PostgreSQL or PGlite under DATA_DIR) and
 * migrates, unless `migrate` is false: an API process started by the cluster's primary
 * (API_PROCESSES > 1), which migrated before starting it.
 */
export async function openMigratedDatabase(
  env: Env,
  logConnectionError: ConnectionErrorLog = toStderr,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<DatabaseHandle> {
  await prepareDataDir(env.DATA_DIR);
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR, 'pglite'),
    poolSize: env.DATABASE_POOL_SIZE,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: env.DATABASE_LOCK_TIMEOUT_MS,
    idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    onConnectionError: (error) => {
      reportDbError('connection_lost');
      logConnectionError(error);
    },
  });
  if (migrate) await database.migrate();
  // PGlite sets modes on the files it creates itself (ignoring the umask): tighten them again.
  // Files it adds later sit inside the 0700 directory, out of other users' reach.
  await prepareDataDir(env.DATA_DIR);
  return database;
}
