import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { maxKeyPermissionsOf } from '@kopru/domain/key-permissions';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMerchant } from '../../../test/factories.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { migrationsFolder } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/api-keys.ts';
import { merchantMembers } from '../../db/schema/merchant-members.ts';
import { deleteMember } from '../members/repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The statements of a migration from the one that says `marker` on, up to `until` (excluded). */
async function statementsOf(file: string, marker: string, until?: string): Promise<string[]> {
  const text = await readFile(path.join(migrationsFolder, file), 'utf8');
  const statements = text.split('--> statement-breakpoint').map((s) => s.trim());
  const first = statements.findIndex((s) => s.includes(marker));
  if (first < 0) throw new Error(`${marker} not found in ${file}`);
  const last = until ? statements.findIndex((s) => s.includes(until)) : statements.length;
  return statements.slice(first, last);
}

/** The statements of migration 0033 that give existing keys their maker and permissions. */
const backfill = () => statementsOf('0033_api_key_permissions.sql', 'Who made each existing key');

/** Migration 0036’s update giving keys of no known maker the merchant's owner (not its DDL). */
const ownerBackfill = () =>
  statementsOf('0036_api_key_maker_required.sql', 'Keys from before teams', 'DROP CONSTRAINT');

/** As before migrations 0033 and 0036: the columns may be null. */
async function nullableAgain() {
  await t.database.db.execute(sql`alter table api_keys alter column permissions drop not null`);
  await t.database.db.execute(sql`alter table api_keys alter column created_by_user_id drop not null`);
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
    await nullableAgain();
    await t.database.db.update(apiKeys).set({ createdByUserId: sql`null`, permissions: sql`null` });
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

describe('migration 0036 gives keys of no known maker the merchant’s owner', () => {
  it('the account that registered the merchant, or its longest-standing owner once that one left', async () => {
    const first = await createVerifiedMerchant(t.app, t.database.db);
    const second = await createVerifiedMerchant(t.app, t.database.db);
    const secondId = second.merchantId ?? '';
    const coOwner = await addMember(t.app, t.database.db, secondId, 'owner');
    const later = await addMember(t.app, t.database.db, secondId, 'owner');
    const firstKey = await keyOf(first.cookie);
    const secondKey = await keyOf(second.cookie);
    const known = await keyOf(later.cookie);
    await nullableAgain();
    await t.database.db
      .update(apiKeys)
      .set({ createdByUserId: sql`null` })
      .where(inArray(apiKeys.id, [firstKey, secondKey]));
    // The account that registered the second merchant has left its team.
    const [registered] = await t.database.db
      .select({ id: merchantMembers.id })
      .from(merchantMembers)
      .where(and(eq(merchantMembers.merchantId, secondId), eq(merchantMembers.userId, second.userId)));
    await deleteMember(t.database.db, registered?.id ?? '');

    for (const statement of await ownerBackfill()) await t.database.db.execute(sql.raw(statement));

    const rows = new Map((await t.database.db.select().from(apiKeys)).map((row) => [row.id, row]));
    expect(rows.get(firstKey)?.createdByUserId).toBe(first.userId);
    expect(rows.get(secondKey)?.createdByUserId).toBe(coOwner.userId);
    expect(rows.get(known)?.createdByUserId).toBe(later.userId);
    expect([...rows.values()].filter((row) => row.createdByUserId === null)).toEqual([]);
  });
});
