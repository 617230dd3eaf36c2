import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyDbError } from '../lib/db-errors.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';

const url = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

/** Ends a backend from another session, as a server restart or failover does. */
async function terminate(pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('select pg_terminate_backend($1)', [pid]);
  await admin.end();
}

describe.skipIf(!url)('PostgreSQL connections that die', () => {
  let database: DatabaseHandle;
  const lost: Error[] = [];
  beforeAll(async () => {
    database = await openDatabase({
      url,
      poolSize: 3,
      lockTimeoutMs: 300,
      onConnectionError: (error) => lost.push(error),
    });
  });
  afterAll(async () => {
    await database.close();
  });

  it('do not end the process while checked out by a transaction, and the next query gets a new one', async () => {
    const failed = database.db.transaction(async (tx) => {
      const result = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      const pid = (result as unknown as { rows: { pid: number }[] }).rows[0]?.pid as number;
      // JavaScript runs between two queries of the transaction while the server ends the connection.
      await terminate(pid);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.execute(sql`select 1`);
    });
    const error = await failed.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(classifyDbError(error)).toBe('unavailable');
    expect(lost).toHaveLength(1);
    const again = await database.db.execute<{ one: number }>(sql`select 1 as one`);
    expect((again as unknown as { rows: { one: number }[] }).rows[0]?.one).toBe(1);
  });

  it('do not end the process while idle in the pool', async () => {
    const result = await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
    const pid = (result as unknown as { rows: { pid: number }[] }).rows[0]?.pid as number;
    const before = lost.length;
    await terminate(pid);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lost.length).toBe(before + 1);
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
  });

  it('bound a wait for a held lock by lock_timeout', async () => {
    await database.db.execute(sql`create table if not exists lock_probe (id int primary key)`);
    await database.db.execute(sql`insert into lock_probe values (1) on conflict do nothing`);
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select * from lock_probe where id = 1 for update');
    const started = Date.now();
    const error = await database.db.execute(sql`update lock_probe set id = 1 where id = 1`).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(classifyDbError(error)).toBe('timeout');
    await holder.query('rollback');
    await holder.end();
    await database.db.execute(sql`drop table lock_probe`);
  });
});
