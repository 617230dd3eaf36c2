import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, registerMerchant } from '../../../test/factories.ts';
import { v1 } from '../../../test/merchant-api.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type Receiver, startReceiver } from '../../../test/webhook-helpers.ts';

let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

async function merchantWithKey() {
  const sme = await registerMerchant(t.app);
  const { secret } = await createApiKey(t.app, sme.cookie);
  return { ...sme, secret };
}

describe('/v1/webhook_endpoints', () => {
  it('creates once per Idempotency-Key and never shows the secret again', async () => {
    const m = await merchantWithKey();
    const create = (key: string) =>
      v1(t.app, m.secret, {
        method: 'POST',
        url: '/v1/webhook_endpoints',
        payload: { url: receiver.url, events: ['payment.succeeded'] },
        headers: { 'idempotency-key': key },
      });
    const first = await create('hook-1');
    expect(first.statusCode).toBe(201);
    const { endpoint, secret } = first.json();
    const replay = await create('hook-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().endpoint.id).toBe(endpoint.id);

    const list = await v1(t.app, m.secret, { url: '/v1/webhook_endpoints' });
    expect(list.json().data).toHaveLength(1);
    const one = await v1(t.app, m.secret, { url: `/v1/webhook_endpoints/${endpoint.id}` });
    expect(one.json()).toMatchObject({ id: endpoint.id, url: receiver.url });
    for (const body of [list.body, one.body]) expect(body).not.toContain(secret.slice(6));

    const otherBody = await create('hook-1').then(() =>
      v1(t.app, m.secret, {
        method: 'POST',
        url: '/v1/webhook_endpoints',
        payload: { url: `${receiver.url}/other`, events: ['payment.succeeded'] },
        headers: { 'idempotency-key': 'hook-1' },
      }),
    );
    expect(otherBody.statusCode).toBe(422);
  });

  it('updates, tests, reads the log, rotates the secret and deletes', async () => {
    const m = await merchantWithKey();
    const created = await v1(t.app, m.secret, {
      method: 'POST',
      url: '/v1/webhook_endpoints',
      payload: { url: receiver.url, events: ['payment.succeeded'] },
    });
    const id: string = created.json().endpoint.id;
    const updated = await v1(t.app, m.secret, {
      method: 'PATCH',
      url: `/v1/webhook_endpoints/${id}`,
      payload: { description: 'ERP', events: ['payout.paid'] },
    });
    expect(updated.json()).toMatchObject({ description: 'ERP', events: ['payout.paid'] });

    const tested = await v1(t.app, m.secret, { method: 'POST', url: `/v1/webhook_endpoints/${id}/test` });
    expect(tested.json().attempt).toMatchObject({
      succeeded: true,
      statusCode: 200,
      eventType: 'webhook.test',
    });
    const log = await v1(t.app, m.secret, { url: `/v1/webhook_endpoints/${id}/attempts` });
    expect(log.json().data).toHaveLength(1);

    const rotated = await v1(t.app, m.secret, {
      method: 'POST',
      url: `/v1/webhook_endpoints/${id}/rotate_secret`,
    });
    expect(rotated.statusCode).toBe(201);
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().endpoint.previousSecretExpiresAt).not.toBeNull();

    const deleted = await v1(t.app, m.secret, { method: 'DELETE', url: `/v1/webhook_endpoints/${id}` });
    expect(deleted.json()).toEqual({ ok: true });
    expect((await v1(t.app, m.secret, { url: `/v1/webhook_endpoints/${id}` })).statusCode).toBe(404);
  });

  it("gives merchant B's key a 404 for A's endpoints", async () => {
    const a = await merchantWithKey();
    const b = await merchantWithKey();
    const created = await v1(t.app, a.secret, {
      method: 'POST',
      url: '/v1/webhook_endpoints',
      payload: { url: receiver.url, events: ['payment.succeeded'] },
    });
    const id: string = created.json().endpoint.id;
    const attempts: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }[] = [
      { method: 'GET', url: `/v1/webhook_endpoints/${id}` },
      { method: 'PATCH', url: `/v1/webhook_endpoints/${id}`, payload: { enabled: false } },
      { method: 'POST', url: `/v1/webhook_endpoints/${id}/test` },
      { method: 'POST', url: `/v1/webhook_endpoints/${id}/rotate_secret` },
      { method: 'GET', url: `/v1/webhook_endpoints/${id}/attempts` },
      { method: 'DELETE', url: `/v1/webhook_endpoints/${id}` },
    ];
    for (const attempt of attempts) {
      const response = await v1(t.app, b.secret, attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    expect((await v1(t.app, b.secret, { url: '/v1/webhook_endpoints' })).json().data).toEqual([]);
  });

  it('validates like the dashboard', async () => {
    const m = await merchantWithKey();
    const response = await v1(t.app, m.secret, {
      method: 'POST',
      url: '/v1/webhook_endpoints',
      payload: { url: 'not a url', events: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .error.details.issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['events', 'url']);
  });
});
