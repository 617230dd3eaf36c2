import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { maxKeyPermissionsOf } from '@kopru/domain/key-permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMerchant } from '../../../test/factories.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { migrationsFolder } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/api-keys.ts';
import { deleteMember } from '../members/repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The statements of migration 0033 that give existing keys their maker and permissions. */
async function backfill(): Promise<string[]> {
  const text = await readFile(path.join(migrationsFolder, '0033_api_key_permissions.sql'), 'utf8');
  const statements = text.split('--> statement-breakpoint').map((s) => s.trim());
  const first = statements.findIndex((s) => s.includes('Who made each existing key'));
  if (first < 0) throw new Error('backfill not found');
  return statements.slice(first);
}

async function keyOf(cookie: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/merchant/api-keys',
    headers: { cookie },
    payload: { description: 'Old key' },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().key.id as string;
}

describe('migration 0033 gives existing keys a maker and permissions', () => {
  it('full for owners and unknown makers, the role’s for others, revoked when the maker left', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const merchantId = owner.merchantId ?? '';
    const dev = await addMember(t.app, t.database.db, merchantId, 'developer');
    const gone = await addMember(t.app, t.database.db, merchantId, 'admin');
    const ownerKey = await keyOf(owner.cookie);
    const devKey = await keyOf(dev.cookie);
    const goneKey = await keyOf(gone.cookie);
    const rolled = await t.app.inject({
      method: 'POST',
      url: `/api/merchant/api-keys/${devKey}/roll`,
      headers: { cookie: dev.cookie },
      payload: { grace: '24h' },
    });
    const rolledKey = rolled.json().key.id as string;
    const unknownKey = await keyOf(owner.cookie);
    // As before the migration: no maker, no permissions; the admin left without its keys revoked,
    // and one key's creation is not in the audit log (made before teams).
    await t.database.db.execute(sql`alter table api_keys alter column permissions drop not null`);
    await t.database.db.update(apiKeys).set({ createdByUserId: null, permissions: sql`null` });
    await t.database.db.execute(sql`delete from audit_logs where target_id = ${unknownKey}`);
    await deleteMember(t.database.db, gone.memberId);

    for (const statement of await backfill()) await t.database.db.execute(sql.raw(statement));

    const rows = new Map((await t.database.db.select().from(apiKeys)).map((row) => [row.id, row]));
    expect(rows.get(ownerKey)).toMatchObject({
      createdByUserId: owner.userId,
      permissions: maxKeyPermissionsOf('owner'),
      status: 'active',
    });
    expect(rows.get(devKey)?.permissions).toEqual(maxKeyPermissionsOf('developer'));
    expect(rows.get(rolledKey)).toMatchObject({
      createdByUserId: dev.userId,
      permissions: maxKeyPermissionsOf('developer'),
    });
    expect(rows.get(unknownKey)).toMatchObject({
      createdByUserId: null,
      permissions: maxKeyPermissionsOf('owner'),
    });
    expect(rows.get(goneKey)).toMatchObject({ createdByUserId: gone.userId, status: 'revoked' });
    expect(rows.get(goneKey)?.revokedAt).not.toBeNull();
    expect([...rows.values()].filter((row) => row.permissions === null)).toEqual([]);
  });
});
