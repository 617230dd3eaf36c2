import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createKycApprovedMerchant, createLink, fundMerchant, pay } from '../../test/factories.ts';
import { requestPayout } from '../../test/payout-helpers.ts';
import { createTestApp, testDbKind } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { type BackupTarget, backupDatabase, restoreDatabase } from './backup.ts';
import { type Database, type DatabaseHandle, openDatabase } from './client.ts';

/** Every row of every table (ours and drizzle's migration log), in a stable order. */
async function everyRow(db: Database): Promise<Record<string, unknown[]>> {
  const query = async <T>(statement: ReturnType<typeof sql.raw>) =>
    ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
  const tables = await query<{ schema: string; name: string }>(
    sql.raw(`select schemaname as schema, tablename as name from pg_tables
        where schemaname in ('public', 'drizzle') order by 1, 2`),
  );
  const rows: Record<string, unknown[]> = {};
  for (const { schema, name } of tables) {
    const result = await query<unknown>(sql.raw(`select * from "${schema}"."${name}"`));
    rows[`${schema}.${name}`] = result.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

/** Some of everything: accounts, KYC, payments (succeeded and declined), ledger, a payout, e-mails. */
async function fill(app: Parameters<typeof createKycApprovedMerchant>[0], db: Database) {
  const sme = await createKycApprovedMerchant(app, db);
  await fundMerchant(app, sme.cookie, { amount: 20_000 });
  const link = await createLink(app, sme.cookie, { amount: 1_000, currency: 'USD' });
  await pay(app, link.code, { cardNumber: '4000 0000 0000 0002' });
  expect((await requestPayout(app, sme.cookie, { amount: 5_000, currency: 'USD' })).statusCode).toBe(201);
}

const secret = 'backup-test-secret-that-is-long-enough-0123';
let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'kopru-backup-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe.runIf(testDbKind === 'pglite')('PGlite backup and restore (dumpDataDir / loadDataDir)', () => {
  it('restores every row', async () => {
    const dataDir = path.join(work, 'data');
    const original: BackupTarget = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
    // The suite's migrated template, loaded into a database on disk (migrating anew is slow).
    let database: DatabaseHandle = await openDatabase({
      dataDir: original.dataDir,
      loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]),
    });
    await database.migrate();
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir });
    const app = await buildApp({ env, database, appSecret: secret });
    await app.ready();
    await fill(app, database.db);
    const before = await everyRow(database.db);
    await app.close();
    await database.close();

    const file = path.join(work, 'kopru.tar.gz');
    await backupDatabase(original, file);
    const restored: BackupTarget = { kind: 'pglite', dataDir: path.join(work, 'restored', 'pglite') };
    await restoreDatabase(restored, file);
    database = await openDatabase({ dataDir: restored.dataDir });
    const after = await everyRow(database.db);
    await database.close();

    expect(Object.keys(after).length).toBeGreaterThan(20);
    expect(before['public.payments']?.length).toBe(2);
    expect(after).toEqual(before);

    // Restoring over an existing database keeps the old one aside, never deletes it.
    const again = await restoreDatabase(original, file);
    expect(again.keptAside).toContain('pglite.before-restore-');
  }, 240_000);
});

describe.runIf(testDbKind === 'postgres')('PostgreSQL backup and restore (pg_dump / pg_restore)', () => {
  it('restores every row into another database', async () => {
    const t = await createTestApp();
    const name = `kopru_restore_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await fill(t.app, t.database.db);
      const before = await everyRow(t.database.db);
      const file = path.join(work, 'kopru.dump');
      await backupDatabase({ kind: 'postgres', url: t.databaseUrl ?? '' }, file);

      await admin.query(`create database ${name}`);
      const url = new URL(t.databaseUrl ?? '');
      url.pathname = `/${name}`;
      await restoreDatabase({ kind: 'postgres', url: url.toString() }, file);
      const restored = await openDatabase({ url: url.toString(), poolSize: 2 });
      const after = await everyRow(restored.db);
      await restored.close();

      expect(before['public.payouts']?.length).toBe(1);
      expect(after).toEqual(before);
    } finally {
      await t.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 240_000);
});
