import { MAX_WEBHOOK_ENDPOINTS } from '@kopru/domain/webhooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMerchant, type SignedIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createEndpoint } from '../../../test/webhook-helpers.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { webhookEndpoints } from '../../db/schema/webhook-endpoints.ts';

const publicUrl = 'https://hooks.example.com/kopru';

let t: TestApp;
let sme: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  sme = await registerMerchant(t.app);
  other = await registerMerchant(t.app);
});
afterAll(async () => {
  await t.close();
});

function request(cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

describe('creating an endpoint', () => {
  it('shows the whsec_ secret once and stores it only encrypted', async () => {
    const created = await request(sme.cookie, 'POST', '/api/merchant/webhooks', {
      url: publicUrl,
      description: 'ERP',
      events: ['payment.succeeded', 'payout.paid', 'payment.succeeded'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const { endpoint, secret } = created.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint).toMatchObject({
      url: publicUrl,
      description: 'ERP',
      events: ['payment.succeeded', 'payout.paid'],
      enabled: true,
      failureCount: 0,
      lastTriggeredAt: null,
    });

    const read = await request(sme.cookie, 'GET', `/api/merchant/webhooks/${endpoint.id}`);
    const listed = await request(sme.cookie, 'GET', '/api/merchant/webhooks');
    for (const body of [read.body, listed.body]) expect(body).not.toContain(secret.slice(6));
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(JSON.stringify(row)).not.toContain(secret.slice(6));
    const [audit] = await t.database.db.select().from(auditLogs).where(eq(auditLogs.targetId, endpoint.id));
    expect(audit).toMatchObject({ action: 'webhook_endpoint.created', actorUserId: sme.userId });
  });

  it.each([
    ['an empty URL', { url: '' }, 'url', 'validation.required'],
    ['a URL that is not one', { url: 'hooks.example.com' }, 'url', 'webhooks.errors.url'],
    ['an ftp URL', { url: 'ftp://hooks.example.com' }, 'url', 'webhooks.errors.url'],
    ['no events', { events: [] }, 'events', 'webhooks.errors.events'],
    ['an unknown event', { events: ['payment.refunded'] }, 'events.0', 'webhooks.errors.events'],
    [
      'a description over 200 characters',
      { description: 'x'.repeat(201) },
      'description',
      'validation.tooLong',
    ],
  ])('refuses %s', async (_name, override, path, message) => {
    const response = await request(sme.cookie, 'POST', '/api/merchant/webhooks', {
      url: publicUrl,
      events: ['payment.succeeded'],
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.issues).toContainEqual({ path, message });
  });

  it.each([
    'http://hooks.example.com/plain-http',
    'https://127.0.0.1/hooks',
    'https://localhost:8443/hooks',
    'https://10.1.2.3/hooks',
    'https://192.168.0.10/hooks',
    'https://172.16.5.4/hooks',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/hooks',
    'https://0.0.0.0/hooks',
    'https://[::1]/hooks',
    'https://[::ffff:127.0.0.1]/hooks',
    'https://[fd00:ec2::254]/hooks',
    'https://[fe80::1]/hooks',
  ])('refuses %s (SSRF guard)', async (url) => {
    const response = await request(sme.cookie, 'POST', '/api/merchant/webhooks', {
      url,
      events: ['payment.succeeded'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('webhook_url_not_allowed');
  });

  it('allows private and http targets only with WEBHOOKS_ALLOW_PRIVATE=true', async () => {
    const dev = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
    try {
      const merchant = await registerMerchant(dev.app);
      const created = await createEndpoint(dev.app, merchant.cookie, { url: 'http://127.0.0.1:9/hooks' });
      expect(created.endpoint.id).toMatch(/^we_/);
    } finally {
      await dev.close();
    }
  });

  it(`allows at most ${MAX_WEBHOOK_ENDPOINTS} endpoints per merchant`, async () => {
    const merchant = await registerMerchant(t.app);
    const attempts = await Promise.all(
      Array.from({ length: MAX_WEBHOOK_ENDPOINTS + 2 }, (_, index) =>
        request(merchant.cookie, 'POST', '/api/merchant/webhooks', {
          url: `${publicUrl}/${index}`,
          events: ['payment.succeeded'],
        }),
      ),
    );
    expect(attempts.filter((r) => r.statusCode === 201)).toHaveLength(MAX_WEBHOOK_ENDPOINTS);
    const refused = attempts.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.json().error.code)).toEqual([
      'webhook_endpoint_limit_reached',
      'webhook_endpoint_limit_reached',
    ]);
  });
});

describe('managing an endpoint', () => {
  it('edits, disables, enables and deletes, with an audit row for each', async () => {
    const { endpoint } = await createEndpoint(t.app, sme.cookie, { url: publicUrl });
    const edited = await request(sme.cookie, 'PATCH', `/api/merchant/webhooks/${endpoint.id}`, {
      url: `${publicUrl}/v2`,
      events: ['kyc.approved'],
    });
    expect(edited.json()).toMatchObject({ url: `${publicUrl}/v2`, events: ['kyc.approved'] });

    const disabled = await request(sme.cookie, 'PATCH', `/api/merchant/webhooks/${endpoint.id}`, {
      enabled: false,
    });
    expect(disabled.json()).toMatchObject({ enabled: false, disabledReason: 'manual' });
    const enabled = await request(sme.cookie, 'PATCH', `/api/merchant/webhooks/${endpoint.id}`, {
      enabled: true,
    });
    expect(enabled.json()).toMatchObject({ enabled: true, disabledReason: null, disabledAt: null });

    const deleted = await request(sme.cookie, 'DELETE', `/api/merchant/webhooks/${endpoint.id}`);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await request(sme.cookie, 'GET', `/api/merchant/webhooks/${endpoint.id}`)).statusCode).toBe(404);

    const actions = (
      await t.database.db.select().from(auditLogs).where(eq(auditLogs.targetId, endpoint.id))
    ).map((row) => row.action);
    expect(actions.sort()).toEqual(
      [
        'webhook_endpoint.created',
        'webhook_endpoint.updated',
        'webhook_endpoint.disabled',
        'webhook_endpoint.enabled',
        'webhook_endpoint.deleted',
      ].sort(),
    );
  });

  it('refuses an edit to a private address and an empty edit', async () => {
    const { endpoint } = await createEndpoint(t.app, sme.cookie, { url: publicUrl });
    const privateUrl = await request(sme.cookie, 'PATCH', `/api/merchant/webhooks/${endpoint.id}`, {
      url: 'https://192.168.1.1/hooks',
    });
    expect(privateUrl.json().error.code).toBe('webhook_url_not_allowed');
    const empty = await request(sme.cookie, 'PATCH', `/api/merchant/webhooks/${endpoint.id}`, {});
    expect(empty.statusCode).toBe(400);
  });

  it('regenerates the secret and reports until when the previous one also signs', async () => {
    const { endpoint, secret } = await createEndpoint(t.app, sme.cookie, { url: publicUrl });
    const rotated = await request(sme.cookie, 'POST', `/api/merchant/webhooks/${endpoint.id}/secret`);
    expect(rotated.statusCode).toBe(201);
    const body = rotated.json();
    expect(body.secret).toMatch(/^whsec_/);
    expect(body.secret).not.toBe(secret);
    const graceHours = (Date.parse(body.endpoint.previousSecretExpiresAt) - Date.now()) / 3_600_000;
    expect(graceHours).toBeGreaterThan(23.9);
    expect(graceHours).toBeLessThanOrEqual(24);
  });

  it("keeps SME B away from SME A's endpoints (404) and needs a signed-in SME", async () => {
    const { endpoint } = await createEndpoint(t.app, sme.cookie, { url: publicUrl });
    const paths: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?][] = [
      ['GET', `/api/merchant/webhooks/${endpoint.id}`],
      ['PATCH', `/api/merchant/webhooks/${endpoint.id}`, { enabled: false }],
      ['DELETE', `/api/merchant/webhooks/${endpoint.id}`],
      ['POST', `/api/merchant/webhooks/${endpoint.id}/secret`],
      ['POST', `/api/merchant/webhooks/${endpoint.id}/test`],
      ['GET', `/api/merchant/webhooks/${endpoint.id}/attempts`],
      ['POST', `/api/merchant/webhooks/${endpoint.id}/resend-failed`, { since: new Date().toISOString() }],
    ];
    for (const [method, url, payload] of paths) {
      const response = await request(other.cookie, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `anonymous ${method} ${url}`).toBe(401);
    }
    const listed = await request(other.cookie, 'GET', '/api/merchant/webhooks');
    expect(listed.json().data.map((e: { id: string }) => e.id)).not.toContain(endpoint.id);
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row?.enabled).toBe(true);
  });
});
