import { maxKeyPermissionsOf } from '@kopru/domain/key-permissions';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMerchant } from '../../../test/factories.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp, testDbKind } from '../../../test/test-app.ts';
import { apiKeys } from '../../db/schema/api-keys.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';

/**
 * Issue 42, point 2, with the real interleaving: a role change or a removal holds the member's row
 * (as the team service's transaction does) while a key is being made. The key's transaction waits
 * for that row (members/live-role.ts) and then sees the outcome, so nothing is made with the role
 * the session had when the request began. Needs PostgreSQL: PGlite runs one statement at a time.
 */
describe.skipIf(testDbKind !== 'postgres')('a key made while its maker is moved, on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Another connection that changes the member's row and keeps it locked until `commit`. */
  async function holdMemberRow(statement: string, memberId: string) {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    await client.query('begin');
    await client.query(statement, [memberId]);
    return {
      /** Resolves once another backend waits on a lock this one holds. */
      async someoneWaits() {
        const ours = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
        const watcher = new pg.Client({ connectionString: t.databaseUrl });
        await watcher.connect();
        try {
          for (let tries = 0; tries < 600; tries += 1) {
            const waiting = await watcher.query(
              'select 1 from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
              [ours],
            );
            if (waiting.rowCount) return;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          throw new Error('the key creation never waited on the member row');
        } finally {
          await watcher.end();
        }
      },
      async commit() {
        await client.query('commit');
        await client.end();
      },
    };
  }

  async function keysAndAuditsOf(merchantId: string) {
    const keys = await t.database.db.select().from(apiKeys).where(eq(apiKeys.merchantId, merchantId));
    const audits = await t.database.db.select().from(auditLogs).where(eq(auditLogs.merchantId, merchantId));
    return { keys, created: audits.filter((row) => row.action === 'api_key.created') };
  }

  const createKey = (cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/merchant/api-keys', headers: { cookie }, payload });

  it('refuses an admin’s key with an admin’s permissions when the admin is made a developer meanwhile, and writes nothing', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const merchantId = owner.merchantId ?? '';
    const admin = await addMember(t.app, t.database.db, merchantId, 'admin');

    const demotion = await holdMemberRow(
      `update merchant_members set role = 'developer' where id = $1`,
      admin.memberId,
    );
    const creating = createKey(admin.cookie, {
      description: 'ERP',
      permissions: maxKeyPermissionsOf('admin'),
    });
    await demotion.someoneWaits();
    await demotion.commit();

    const refused = await creating;
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('api_key_permissions_exceed_role');
    expect(await keysAndAuditsOf(merchantId)).toEqual({ keys: [], created: [] });
  });

  it('refuses the key of a member removed meanwhile, and writes nothing', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const merchantId = owner.merchantId ?? '';
    const admin = await addMember(t.app, t.database.db, merchantId, 'admin');

    const removal = await holdMemberRow('delete from merchant_members where id = $1', admin.memberId);
    const creating = createKey(admin.cookie, { description: 'ERP' });
    await removal.someoneWaits();
    await removal.commit();

    const refused = await creating;
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect(await keysAndAuditsOf(merchantId)).toEqual({ keys: [], created: [] });
  });

  it('gives a member demoted meanwhile a key of its new role when it asked for the default', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const merchantId = owner.merchantId ?? '';
    const admin = await addMember(t.app, t.database.db, merchantId, 'admin');

    const demotion = await holdMemberRow(
      `update merchant_members set role = 'developer' where id = $1`,
      admin.memberId,
    );
    const creating = createKey(admin.cookie, { description: 'ERP' });
    await demotion.someoneWaits();
    await demotion.commit();

    const made = await creating;
    expect(made.statusCode).toBe(201);
    const { keys } = await keysAndAuditsOf(merchantId);
    expect(keys.map((key) => key.permissions)).toEqual([
      expect.objectContaining({ payments: 'read', refunds: 'none' }),
    ]);
  });
});
