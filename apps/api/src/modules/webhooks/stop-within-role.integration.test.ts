import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMerchant } from '../../../test/factories.ts';
import { v1 } from '../../../test/merchant-api.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { webhookEndpoints } from '../../db/schema/webhook-endpoints.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
});
afterAll(() => t.close());

function call(cookie: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function endpointOf(cookie: string, events: string[]) {
  const response = await call(cookie, 'POST', '/api/merchant/webhooks', {
    url: 'http://127.0.0.1:9/hooks',
    events,
  });
  if (response.statusCode !== 201) throw new Error(`endpoint: ${response.statusCode} ${response.body}`);
  return response.json().endpoint as { id: string };
}

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

async function auditActions(id: string) {
  const rows = await t.database.db.select().from(auditLogs).where(eq(auditLogs.targetId, id));
  return rows.map((entry) => entry.action);
}

describe('deleting or turning off an endpoint needs a role that reads all it receives', () => {
  it('refuses a developer the owner’s endpoint of payouts and payer details, and changes nothing', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const dev = await addMember(t.app, t.database.db, owner.merchantId ?? '', 'developer');
    const owners = await endpointOf(owner.cookie, ['payment.succeeded', 'payout.paid']);
    const url = `/api/merchant/webhooks/${owners.id}`;

    const off = await call(dev.cookie, 'PATCH', url, { enabled: false });
    expect(off.statusCode).toBe(403);
    expect(off.json().error).toMatchObject({
      code: 'webhook_endpoint_beyond_role',
      details: { events: ['payout.paid'], payerDetails: true },
    });
    const deleted = await call(dev.cookie, 'DELETE', url);
    expect(deleted.json().error.code).toBe('webhook_endpoint_beyond_role');
    expect(await rowOf(owners.id)).toMatchObject({ enabled: true, disabledReason: null });
    expect(await auditActions(owners.id)).toEqual(['webhook_endpoint.created']);

    expect((await call(owner.cookie, 'PATCH', url, { enabled: false })).statusCode).toBe(200);
    expect((await call(owner.cookie, 'DELETE', url)).statusCode).toBe(200);
  });

  it('lets a developer turn off and delete an endpoint within its role', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const dev = await addMember(t.app, t.database.db, owner.merchantId ?? '', 'developer');
    const narrow = await call(owner.cookie, 'POST', '/api/merchant/webhooks', {
      url: 'http://127.0.0.1:9/narrow',
      events: ['payment.succeeded'],
      payerDetails: false,
    });
    const url = `/api/merchant/webhooks/${narrow.json().endpoint.id}`;
    expect((await call(dev.cookie, 'PATCH', url, { enabled: false })).json()).toMatchObject({
      enabled: false,
    });
    expect((await call(dev.cookie, 'DELETE', url)).json()).toEqual({ ok: true });
  });

  it('on /v1 a key refused likewise for an endpoint beyond its maker’s role', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const dev = await addMember(t.app, t.database.db, owner.merchantId ?? '', 'developer');
    const owners = await endpointOf(owner.cookie, ['payment.succeeded', 'refund.created']);
    const made = await call(dev.cookie, 'POST', '/api/merchant/api-keys', {
      description: 'Hooks',
      permissions: { payments: 'read', webhooks: 'write' },
    });
    const secret = made.json().secret as string;
    const path = `/v1/webhook_endpoints/${owners.id}`;
    const deleted = await v1(t.app, secret, { method: 'DELETE', url: path });
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().error.code).toBe('webhook_endpoint_beyond_role');
    const off = await v1(t.app, secret, { method: 'PATCH', url: path, payload: { enabled: false } });
    expect(off.json().error.code).toBe('webhook_endpoint_beyond_role');
    expect(await rowOf(owners.id)).toMatchObject({ enabled: true });
  });
});
