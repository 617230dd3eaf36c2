import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMerchant } from '../../../test/factories.ts';
import { v1 } from '../../../test/merchant-api.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { apiKeys } from '../../db/schema/api-keys.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function keyOf(cookie: string, permissions?: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/merchant/api-keys',
    headers: { cookie },
    payload: { description: 'Shop', ...(permissions ? { permissions } : {}) },
  });
  if (response.statusCode !== 201) throw new Error(`key: ${response.statusCode} ${response.body}`);
  return response.json() as { key: { id: string }; secret: string };
}

function revoke(cookie: string, id: string) {
  return t.app.inject({ method: 'POST', url: `/api/merchant/api-keys/${id}/revoke`, headers: { cookie } });
}

describe('revoking a key needs a role that covers it, as rolling does', () => {
  it('refuses a developer the owner’s key and changes nothing; lets it revoke a key within its role', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const dev = await addMember(t.app, t.database.db, owner.merchantId ?? '', 'developer');
    const full = await keyOf(owner.cookie);

    const refused = await revoke(dev.cookie, full.key.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'api_key_beyond_role',
      details: { resources: expect.arrayContaining(['payouts', 'refunds']) },
    });
    const [kept] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, full.key.id));
    expect(kept).toMatchObject({ status: 'active', revokedAt: null });
    expect(await t.database.db.select().from(auditLogs).where(eq(auditLogs.targetId, full.key.id))).toEqual([
      expect.objectContaining({ action: 'api_key.created' }),
    ]);
    expect((await v1(t.app, full.secret, { url: '/v1/balance' })).statusCode).toBe(200);

    // The owner's key with only what a developer may do: the developer may revoke it.
    const narrow = await keyOf(owner.cookie, { payments: 'read' });
    expect((await revoke(dev.cookie, narrow.key.id)).statusCode).toBe(200);
    const own = await keyOf(dev.cookie);
    expect((await revoke(dev.cookie, own.key.id)).json()).toMatchObject({ status: 'revoked' });
    expect((await revoke(owner.cookie, full.key.id)).json()).toMatchObject({ status: 'revoked' });
  });
});
