import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Schema, schema } from './schema/index.ts';

export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository function runs on: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder =
  process.env.MIGRATIONS_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it an embedded PGlite database is used. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory. */
  dataDir?: string | undefined;
  /** PGlite only: start from a dump (`dumpDataDir()`) instead of an empty cluster (tests). */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  /** Told about errors of idle PostgreSQL connections (the next query opens a new one). */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection closed by the server (restart, failover, idle timeout, a dropped test
    // database) is discarded by the pool; without a listener Node would crash on the 'error' event.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const client = new PGlite(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}
