import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant, pay, type SignedIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createEndpoint, manualClock, type Receiver, startReceiver } from '../../../test/webhook-helpers.ts';
import { deliverDueWebhooks } from './delivery.ts';

const clock = manualClock();
let t: TestApp;
let receiver: Receiver;
let sme: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: '400' } });
  receiver = await startReceiver();
});
beforeEach(async () => {
  // A merchant per test: its events go only to the endpoints of that test.
  sme = await createVerifiedMerchant(t.app, t.database.db);
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
afterEach(() => {
  receiver.received.length = 0;
  receiver.respond((_request, response) => {
    response.writeHead(200).end('ok');
  });
});

function call(method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: sme.cookie }, ...(payload ? { payload } : {}) });
}

async function payOnce(amount = 5_000) {
  const link = await createLink(t.app, sme.cookie, { amount });
  expect((await pay(t.app, link.code)).statusCode).toBe(200);
}

describe('send test event', () => {
  it('sends a signed webhook.test event and answers with the successful attempt', async () => {
    const { endpoint, secret } = await createEndpoint(t.app, sme.cookie, { url: receiver.url });
    const response = await call('POST', `/api/merchant/webhooks/${endpoint.id}/test`);
    expect(response.statusCode).toBe(200);
    expect(response.json().attempt).toMatchObject({
      eventType: 'webhook.test',
      succeeded: true,
      statusCode: 200,
      error: null,
      responseExcerpt: 'ok',
      attempt: 1,
      deliveryStatus: 'succeeded',
      nextRetryAt: null,
    });
    const [hook] = receiver.received;
    if (!hook) throw new Error('nothing received');
    expect(hook.payload.type).toBe('webhook.test');
    expect(receiver.verifies(hook, secret)).toBe(true);
    expect(await deliverDueWebhooks(t.app.ctx)).toBe(0);
  });

  it('reports the status of a failing endpoint and never retries a test', async () => {
    const { endpoint } = await createEndpoint(t.app, sme.cookie, { url: receiver.url });
    receiver.respond((_request, response) => {
      response.writeHead(500).end('boom');
    });
    const response = await call('POST', `/api/merchant/webhooks/${endpoint.id}/test`);
    expect(response.json().attempt).toMatchObject({
      succeeded: false,
      statusCode: 500,
      error: 'http_status',
      deliveryStatus: 'failed',
    });
    clock.advance(60_000);
    expect(await deliverDueWebhooks(t.app.ctx)).toBe(0);
    const endpointNow = await call('GET', `/api/merchant/webhooks/${endpoint.id}`);
    expect(endpointNow.json()).toMatchObject({ failureCount: 0, enabled: true });
  });

  it('reports an endpoint nobody listens on as connection_failed', async () => {
    const { endpoint } = await createEndpoint(t.app, sme.cookie, { url: 'http://127.0.0.1:9/hooks' });
    const response = await call('POST', `/api/merchant/webhooks/${endpoint.id}/test`);
    expect(response.json().attempt).toMatchObject({
      succeeded: false,
      statusCode: null,
      error: 'connection_failed',
    });
  });
});

describe('the delivery log', () => {
  it('lists every attempt newest first, filtered by outcome and event type', async () => {
    const { endpoint } = await createEndpoint(t.app, sme.cookie, {
      url: receiver.url,
      events: ['payment.succeeded', 'payment_link.created'],
    });
    receiver.respond((request, response) => {
      response.writeHead(request.payload.type === 'payment.succeeded' ? 503 : 200).end();
    });
    await payOnce();
    // One at a time, a second apart, so the log's order is the order of sending.
    const deliverOne = () => deliverDueWebhooks(t.app.ctx, { random: () => 0.5, batchSize: 1 });
    await deliverOne();
    clock.advance(1_000);
    await deliverOne();
    clock.advance(5_000);
    await deliverOne();

    const all = (await call('GET', `/api/merchant/webhooks/${endpoint.id}/attempts`)).json();
    expect(
      all.data.map((a: { eventType: string; attempt: number }) => `${a.eventType}#${a.attempt}`),
    ).toEqual(['payment.succeeded#2', 'payment.succeeded#1', 'payment_link.created#1']);
    const [latest] = all.data;
    expect(latest).toMatchObject({ deliveryStatus: 'pending', statusCode: 503 });
    expect(Date.parse(latest.nextRetryAt) - clock.now().getTime()).toBe(5 * 60_000);
    expect(all.data[1].nextRetryAt).toBeNull();
    expect(latest.payload).toMatchObject({ type: 'payment.succeeded', data: { amount: 5_000 } });

    const failed = (await call('GET', `/api/merchant/webhooks/${endpoint.id}/attempts?status=failed`)).json();
    expect(failed.data).toHaveLength(2);
    const created = (
      await call('GET', `/api/merchant/webhooks/${endpoint.id}/attempts?eventType=payment_link.created`)
    ).json();
    expect(created.data.map((a: { succeeded: boolean }) => a.succeeded)).toEqual([true]);
    const page = (await call('GET', `/api/merchant/webhooks/${endpoint.id}/attempts?limit=2`)).json();
    expect(page.has_more).toBe(true);
    const next = (
      await call(
        'GET',
        `/api/merchant/webhooks/${endpoint.id}/attempts?limit=2&starting_after=${page.data[1].id}`,
      )
    ).json();
    expect(next.data.map((a: { id: string }) => a.id)).toEqual([all.data[2].id]);
    const badFilter = await call('GET', `/api/merchant/webhooks/${endpoint.id}/attempts?status=maybe`);
    expect(badFilter.statusCode).toBe(400);
  });

  it('resends one delivery, then every failed one since a date', async () => {
    const { endpoint } = await createEndpoint(t.app, sme.cookie, { url: receiver.url });
    receiver.respond((_request, response) => {
      response.writeHead(410).end();
    });
    await payOnce();
    await deliverDueWebhooks(t.app.ctx);
    const log = (await call('GET', `/api/merchant/webhooks/${endpoint.id}/attempts`)).json();
    const deliveryId: string = log.data[0].deliveryId;

    const whileDisabled = await call(
      'POST',
      `/api/merchant/webhooks/${endpoint.id}/deliveries/${deliveryId}/resend`,
    );
    expect(whileDisabled.json().error.code).toBe('webhook_endpoint_disabled');

    await t.app.inject({
      method: 'PATCH',
      url: `/api/merchant/webhooks/${endpoint.id}`,
      headers: { cookie: sme.cookie },
      payload: { enabled: true },
    });
    receiver.respond((_request, response) => {
      response.writeHead(200).end('ok');
    });
    const resent = await call(
      'POST',
      `/api/merchant/webhooks/${endpoint.id}/deliveries/${deliveryId}/resend`,
    );
    expect(resent.json()).toEqual({ deliveryId, status: 'pending' });
    clock.advance(1_000);
    await deliverDueWebhooks(t.app.ctx);
    const again = (await call('GET', `/api/merchant/webhooks/${endpoint.id}/attempts`)).json();
    expect(again.data[0]).toMatchObject({
      deliveryId,
      attempt: 2,
      succeeded: true,
      deliveryStatus: 'succeeded',
    });

    receiver.respond((_request, response) => {
      response.writeHead(500).end();
    });
    const since = clock.now().toISOString();
    await payOnce();
    await payOnce();
    for (let i = 0; i < 8; i++) {
      await deliverDueWebhooks(t.app.ctx, { random: () => 0.5 });
      clock.advance(11 * 60 * 60_000);
    }
    receiver.respond((_request, response) => {
      response.writeHead(200).end('ok');
    });
    const bulk = await call('POST', `/api/merchant/webhooks/${endpoint.id}/resend-failed`, { since });
    expect(bulk.json()).toEqual({ resent: 2 });
    receiver.received.length = 0;
    expect(await deliverDueWebhooks(t.app.ctx)).toBe(2);
    expect(receiver.received).toHaveLength(2);
    const repeat = await call('POST', `/api/merchant/webhooks/${endpoint.id}/resend-failed`, { since });
    expect(repeat.json()).toEqual({ resent: 0 });
  });
});
