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
import { observePglite, observePool, type StatementObserver } from './statement-observer.ts';

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
  /** PostgreSQL only: pool size and bounded waits (see `DATABASE_*` in env.ts). */
  poolSize?: number;
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  lockTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
  /** Told once per PostgreSQL connection that dies (idle or in use); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
  /** Told of every round trip (the bench's counters); without it the driver is not wrapped. */
  onStatement?: StatementObserver;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 3_000,
      statement_timeout: options.statementTimeoutMs ?? 15_000,
      lock_timeout: options.lockTimeoutMs ?? 5_000,
      idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs ?? 10_000,
      keepAlive: true,
    });
    listenForConnectionErrors(pool, options.onConnectionError);
    if (options.onStatement) observePool(pool, options.onStatement);
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateWithoutTimeouts(options.url as string),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const client = new PGlite(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  if (options.onStatement) observePglite(client, options.onStatement);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * A PostgreSQL connection that dies (server restart, failover, `pg_terminate_backend`, network)
 * emits 'error' on its client; an 'error' event without a listener ends the Node process. The
 * pool listens only while a client is idle, so a client checked out by a transaction or a worker
 * would crash the process: every client gets its own listener from birth (node-postgres's advice).
 * The query in flight fails on its own and the pool drops the broken client when it is released.
 */
export function listenForConnectionErrors(pool: pg.Pool, onError?: (error: Error) => void): void {
  pool.on('connect', (client) => {
    let told = false;
    client.on('error', (error) => {
      if (told) return;
      told = true;
      onError?.(error);
    });
  });
  // The pool re-emits an idle client's error; the client's own listener has reported it already.
  pool.on('error', () => {});
}

/** Migrations may rewrite large tables: they run on their own connection, without the request timeouts. */
async function migrateWithoutTimeouts(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  listenForConnectionErrors(pool);
  try {
    await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder });
  } finally {
    await pool.end();
  }
}
