import path from 'node:path';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import type { Env } from './env.ts';

/** Opens the configured database (PostgreSQL or PGlite under DATA_DIR) and applies migrations. */
export async function openMigratedDatabase(env: Env): Promise<DatabaseHandle> {
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR, 'pglite'),
    onIdleError: (error) => process.stderr.write(`database connection lost while idle: ${error.message}\n`),
  });
  await database.migrate();
  return database;
}
