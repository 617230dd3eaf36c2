import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createApiKey,
  createVerifiedMerchant,
  registerMerchant,
  setMerchantState,
} from '../../../test/factories.ts';
import { v1 } from '../../../test/merchant-api.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { apiKeys } from '../../db/schema/api-keys.ts';

let now = new Date('2026-03-02T09:00:00Z');
const clock = { now: () => now };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

function advance(ms: number) {
  now = new Date(now.getTime() + ms);
}

const MINUTE = 60_000;

async function lastUsedAt(id: string) {
  const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row?.lastUsedAt?.toISOString() ?? null;
}

function roll(cookie: string, id: string, grace: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/merchant/api-keys/${id}/roll`,
    headers: { cookie },
    payload: { grace },
  });
}

/** The error body without its request id: what tells one refusal from another. */
function refusal(response: { statusCode: number; json(): { error: Record<string, unknown> } }) {
  const { requestId: _ignored, ...error } = response.json().error;
  return { status: response.statusCode, error };
}

describe('merchant API authentication', () => {
  it('accepts a secret key as a Bearer token, without cookie or Origin check', async () => {
    const sme = await registerMerchant(t.app);
    const { secret } = await createApiKey(t.app, sme.cookie);
    const response = await v1(t.app, secret, {
      url: '/v1/balance',
      headers: { origin: 'https://shop.example.org' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ balances: [] });
  });

  it('refuses every bad credential with the same 401 invalid_api_key', async () => {
    const sme = await registerMerchant(t.app);
    const { key, secret } = await createApiKey(t.app, sme.cookie);
    const revoked = await createApiKey(t.app, sme.cookie, 'Revoked');
    await t.app.inject({
      method: 'POST',
      url: `/api/merchant/api-keys/${revoked.key.id}/revoke`,
      headers: { cookie: sme.cookie },
    });
    const unknown = `sk_test_${'A'.repeat(43)}`;
    const attempts = await Promise.all([
      t.app.inject({ method: 'GET', url: '/v1/balance' }),
      t.app.inject({ method: 'GET', url: '/v1/balance', headers: { cookie: sme.cookie } }),
      t.app.inject({ method: 'GET', url: '/v1/balance', headers: { authorization: secret } }),
      v1(t.app, 'not-a-key', { url: '/v1/balance' }),
      v1(t.app, key.publicKey, { url: '/v1/balance' }),
      v1(t.app, unknown, { url: '/v1/balance' }),
      v1(t.app, `${secret}x`, { url: '/v1/balance' }),
      v1(t.app, revoked.secret, { url: '/v1/balance' }),
      v1(t.app, secret.replace('sk_test_', 'sk_live_'), { url: '/v1/balance' }),
    ]);
    for (const response of attempts) {
      expect(refusal(response)).toEqual({
        status: 401,
        error: {
          code: 'invalid_api_key',
          message: 'Invalid API key. Send an active secret key: Authorization: Bearer sk_…',
        },
      });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="kopru"');
    }
  });

  it('refuses the key of a suspended merchant as if it were invalid, and accepts it again after', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const { secret } = await createApiKey(t.app, sme.cookie);
    const admin = await createAdmin(t.app, t.database.db);
    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/${sme.merchantId}/suspend`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Chargebacks under review' },
    });
    expect(suspend.statusCode).toBe(200);
    const refused = await v1(t.app, secret, { url: '/v1/payment_links' });
    expect(refusal(refused)).toEqual(
      refusal(await v1(t.app, `sk_test_${'B'.repeat(43)}`, { url: '/v1/payment_links' })),
    );
    expect(refused.statusCode).toBe(401);

    await setMerchantState(t.database.db, sme.merchantId ?? '', {
      suspendedAt: null,
      suspensionReason: null,
    });
    expect((await v1(t.app, secret, { url: '/v1/payment_links' })).statusCode).toBe(200);
  });

  it('keeps a rolled secret working during the grace period and refuses it after', async () => {
    const sme = await registerMerchant(t.app);
    const { key, secret } = await createApiKey(t.app, sme.cookie);
    const rolled = (await roll(sme.cookie, key.id, '1h')).json();
    advance(59 * MINUTE);
    expect((await v1(t.app, secret, { url: '/v1/balance' })).statusCode).toBe(200);
    expect((await v1(t.app, rolled.secret, { url: '/v1/balance' })).statusCode).toBe(200);
    advance(2 * MINUTE);
    expect((await v1(t.app, secret, { url: '/v1/balance' })).statusCode).toBe(401);
    expect((await v1(t.app, rolled.secret, { url: '/v1/balance' })).statusCode).toBe(200);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/api-keys',
      headers: { cookie: sme.cookie },
    });
    expect(listed.json().data.map((k: { id: string; status: string }) => [k.id, k.status])).toEqual([
      [rolled.key.id, 'active'],
      [key.id, 'expired'],
    ]);
  });

  it("refuses the old secret at once with the grace period 'now'", async () => {
    const sme = await registerMerchant(t.app);
    const { key, secret } = await createApiKey(t.app, sme.cookie);
    const rolled = (await roll(sme.cookie, key.id, 'now')).json();
    expect(rolled.previous.status).toBe('expired');
    expect((await v1(t.app, secret, { url: '/v1/balance' })).statusCode).toBe(401);
    expect((await v1(t.app, rolled.secret, { url: '/v1/balance' })).statusCode).toBe(200);
  });

  it('refuses a key made for the other mode (a test key once the platform runs live)', async () => {
    const sme = await registerMerchant(t.app);
    const { key, secret } = await createApiKey(t.app, sme.cookie);
    await t.database.db.update(apiKeys).set({ mode: 'live' }).where(eq(apiKeys.id, key.id));
    expect((await v1(t.app, secret, { url: '/v1/balance' })).statusCode).toBe(401);
  });

  it('records the last use at most once a minute', async () => {
    const sme = await registerMerchant(t.app);
    const { key, secret } = await createApiKey(t.app, sme.cookie);
    expect(await lastUsedAt(key.id)).toBeNull();
    const first = now.toISOString();
    await v1(t.app, secret, { url: '/v1/balance' });
    expect(await lastUsedAt(key.id)).toBe(first);
    advance(30_000);
    await v1(t.app, secret, { url: '/v1/events' });
    advance(29_000);
    await v1(t.app, secret, { url: '/v1/payments' });
    expect(await lastUsedAt(key.id)).toBe(first);
    advance(2_000);
    await v1(t.app, secret, { url: '/v1/balance' });
    expect(await lastUsedAt(key.id)).toBe(now.toISOString());
    const shown = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/api-keys',
      headers: { cookie: sme.cookie },
    });
    expect(shown.json().data[0].lastUsedAt).toBe(now.toISOString());
  });

  it('does not answer a failed request with the merchant API on other paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});
