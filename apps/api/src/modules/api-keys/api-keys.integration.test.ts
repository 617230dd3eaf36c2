import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createApiKey,
  createVerifiedMerchant,
  registerMerchant,
} from '../../../test/factories.ts';
import { v1 } from '../../../test/merchant-api.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { apiKeys } from '../../db/schema/api-keys.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function list(cookie: string, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/merchant/api-keys${query}`, headers: { cookie } });
}

function post(cookie: string, url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

describe('API keys in the dashboard', () => {
  it('creates a test key and shows its secret once, never again and never in the database', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const response = await post(sme.cookie, '/api/merchant/api-keys', { description: 'Web shop' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { key, secret } = response.json();
    expect(secret).toMatch(/^sk_test_[0-9A-Za-z]{43}$/);
    expect(key).toMatchObject({
      description: 'Web shop',
      mode: 'test',
      secretPrefix: 'sk_test_',
      secretLast4: secret.slice(-4),
      status: 'active',
      lastUsedAt: null,
      expiresAt: null,
    });
    expect(key.id).toMatch(/^key_/);
    expect(key.publicKey).toMatch(/^pk_test_[0-9A-Za-z]{43}$/);

    const listed = await list(sme.cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([key]);
    expect(listed.body).not.toContain(secret);
    expect(listed.body).not.toContain(secret.slice(8, 20));

    // Every column of every row, as text: the secret is nowhere, not even in part.
    const text = JSON.stringify(await t.database.db.select().from(apiKeys));
    expect(text).toContain(key.id);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(secret.slice(8, 20));
    const audits = JSON.stringify(await t.database.db.select().from(auditLogs));
    expect(audits).toContain(key.id);
    expect(audits).not.toContain(secret.slice(8, 20));
  });

  it('lets an unverified merchant create keys (the /v1 endpoints apply KYC gating)', async () => {
    const sme = await registerMerchant(t.app);
    const response = await post(sme.cookie, '/api/merchant/api-keys', { description: 'Trying things' });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [{}, 'description', 'validation.required'],
    [{ description: '   ' }, 'description', 'validation.required'],
    [{ description: 'x'.repeat(101) }, 'description', 'validation.tooLong'],
  ])('refuses a bad description %j', async (payload, path, message) => {
    const sme = await registerMerchant(t.app);
    const response = await post(sme.cookie, '/api/merchant/api-keys', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.issues).toContainEqual({ path, message });
  });

  it('allows at most 10 active keys; revoking one makes room', async () => {
    const sme = await registerMerchant(t.app);
    const created = [];
    for (let i = 0; i < 10; i++) created.push(await createApiKey(t.app, sme.cookie, `Key ${i}`));
    const eleventh = await post(sme.cookie, '/api/merchant/api-keys', { description: 'One too many' });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error).toMatchObject({ code: 'api_key_limit_reached', details: { limit: 10 } });
    expect((await list(sme.cookie)).json()).toMatchObject({ activeCount: 10, maxActive: 10 });

    const first = created[0]?.key.id;
    expect((await post(sme.cookie, `/api/merchant/api-keys/${first}/revoke`)).statusCode).toBe(200);
    expect((await post(sme.cookie, '/api/merchant/api-keys', { description: 'Room now' })).statusCode).toBe(
      201,
    );
  });

  it('keeps to the limit when keys are created at the same moment', async () => {
    const sme = await registerMerchant(t.app);
    for (let i = 0; i < 8; i++) await createApiKey(t.app, sme.cookie, `Key ${i}`);
    const attempts = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post(sme.cookie, '/api/merchant/api-keys', { description: `Racer ${i}` }),
      ),
    );
    expect(attempts.map((response) => response.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    expect((await list(sme.cookie)).json().activeCount).toBe(10);
  });

  it('revokes a key at once and refuses to revoke or roll it again', async () => {
    const sme = await registerMerchant(t.app);
    const { key, secret } = await createApiKey(t.app, sme.cookie);
    expect((await v1(t.app, secret, { url: '/v1/balance' })).statusCode).toBe(200);
    const revoked = await post(sme.cookie, `/api/merchant/api-keys/${key.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: key.id, status: 'revoked' });
    expect(revoked.json().revokedAt).not.toBeNull();
    expect((await v1(t.app, secret, { url: '/v1/balance' })).statusCode).toBe(401);

    const again = await post(sme.cookie, `/api/merchant/api-keys/${key.id}/revoke`);
    expect(again.json().error.code).toBe('api_key_inactive');
    const roll = await post(sme.cookie, `/api/merchant/api-keys/${key.id}/roll`, { grace: '1h' });
    expect(roll.json().error.code).toBe('api_key_inactive');
  });

  it('rolls a key: a new secret with the same description, the old one set to expire', async () => {
    const sme = await registerMerchant(t.app);
    const { key } = await createApiKey(t.app, sme.cookie, 'ERP');
    const response = await post(sme.cookie, `/api/merchant/api-keys/${key.id}/roll`, { grace: '24h' });
    expect(response.statusCode).toBe(201);
    const rolled = response.json();
    expect(rolled.secret).toMatch(/^sk_test_/);
    expect(rolled.key).toMatchObject({ description: 'ERP', status: 'active', rolledFrom: key.id });
    expect(rolled.previous).toMatchObject({ id: key.id, status: 'active' });
    const hours = (Date.parse(rolled.previous.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const twice = await post(sme.cookie, `/api/merchant/api-keys/${key.id}/roll`, { grace: '1h' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('api_key_already_rolled');
    expect((await list(sme.cookie)).json().activeCount).toBe(1);
  });

  it('refuses an unknown grace period', async () => {
    const sme = await registerMerchant(t.app);
    const { key } = await createApiKey(t.app, sme.cookie);
    const response = await post(sme.cookie, `/api/merchant/api-keys/${key.id}/roll`, { grace: '2d' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.issues).toContainEqual({
      path: 'grace',
      message: 'developers.errors.grace',
    });
  });

  it("answers 404 for another merchant's key", async () => {
    const owner = await registerMerchant(t.app);
    const other = await registerMerchant(t.app);
    const { key } = await createApiKey(t.app, owner.cookie);
    expect((await post(other.cookie, `/api/merchant/api-keys/${key.id}/revoke`)).statusCode).toBe(404);
    const roll = await post(other.cookie, `/api/merchant/api-keys/${key.id}/roll`, { grace: 'now' });
    expect(roll.statusCode).toBe(404);
    expect((await list(other.cookie)).json().data).toEqual([]);
    expect((await list(other.cookie, `?starting_after=${key.id}`)).statusCode).toBe(404);
  });

  it('audits creating, rolling and revoking with the merchant user as actor', async () => {
    const sme = await registerMerchant(t.app);
    const { key } = await createApiKey(t.app, sme.cookie, 'Audited');
    const rolled = (await post(sme.cookie, `/api/merchant/api-keys/${key.id}/roll`, { grace: '1h' })).json();
    await post(sme.cookie, `/api/merchant/api-keys/${rolled.key.id}/revoke`);
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.merchantId, sme.merchantId ?? ''), eq(auditLogs.targetType, 'api_key')));
    expect(rows.map((row) => [row.action, row.targetId])).toEqual(
      expect.arrayContaining([
        ['api_key.created', key.id],
        ['api_key.rolled', key.id],
        ['api_key.revoked', rolled.key.id],
      ]),
    );
    for (const row of rows) {
      expect(row.actorUserId).toBe(sme.userId);
      expect(row.actorEmail).toBe(sme.email);
    }
    const roll = rows.find((row) => row.action === 'api_key.rolled');
    expect(roll?.details).toMatchObject({ grace: '1h', newKeyId: rolled.key.id, description: 'Audited' });

    const admin = await createAdmin(t.app, t.database.db);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?merchantId=${sme.merchantId}&action=api_key.created`,
      headers: { cookie: admin.cookie },
    });
    expect(audit.statusCode).toBe(200);
    expect(audit.json().data).toHaveLength(1);
  });

  it('is for SMEs only', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    expect((await list(admin.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/merchant/api-keys' })).statusCode).toBe(401);
  });

  it('pages the list newest first', async () => {
    const sme = await registerMerchant(t.app);
    for (let i = 0; i < 3; i++) await createApiKey(t.app, sme.cookie, `Key ${i}`);
    const first = (await list(sme.cookie, '?limit=2')).json();
    expect(first.has_more).toBe(true);
    expect(first.data.map((key: { description: string }) => key.description)).toEqual(['Key 2', 'Key 1']);
    const second = (await list(sme.cookie, `?limit=2&starting_after=${first.data[1].id}`)).json();
    expect(second).toMatchObject({ has_more: false, data: [{ description: 'Key 0' }] });
  });

  it('stores nothing but the hash, prefix and last four of the secret', async () => {
    const sme = await registerMerchant(t.app);
    const { key, secret } = await createApiKey(t.app, sme.cookie);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.secretHash).toMatch(/^[\w-]{43}$/);
    expect(row?.secretHash).not.toContain(secret.slice(8));
    expect(row?.secretPrefix).toBe('sk_test_');
    expect(row?.secretLast4).toBe(secret.slice(-4));
  });
});
