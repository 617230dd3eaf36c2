import { WEBHOOK_RETRY_DELAYS_MS } from '@kopru/domain/webhooks';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createLink,
  createVerifiedMerchant,
  latestEmailTo,
  pay,
  type SignedIn,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createEndpoint, manualClock, type Receiver, startReceiver } from '../../../test/webhook-helpers.ts';
import { webhookAttempts } from '../../db/schema/webhook-attempts.ts';
import { webhookDeliveries } from '../../db/schema/webhook-deliveries.ts';
import { webhookEndpoints } from '../../db/schema/webhook-endpoints.ts';
import { deliverDueWebhooks } from './delivery.ts';

const clock = manualClock();
let t: TestApp;
let receiver: Receiver;
let sme: SignedIn;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: '400' },
  });
  receiver = await startReceiver();
  sme = await createVerifiedMerchant(t.app, t.database.db);
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
afterEach(async () => {
  // Each test starts with nothing left to send: earlier tests' retries would fall due on the shared clock.
  await t.database.db
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null })
    .where(eq(webhookDeliveries.status, 'pending'));
  receiver.received.length = 0;
  receiver.respond((_request, response) => {
    response.writeHead(200).end('ok');
  });
});

/** One worker pass without jitter (random 0.5 is the schedule's exact delay). */
const deliver = () => deliverDueWebhooks(t.app.ctx, { random: () => 0.5 });

async function paidLink(cookie = sme.cookie, card: Record<string, string> = {}) {
  const link = await createLink(t.app, cookie, { amount: 12_500 });
  const response = await pay(t.app, link.code, card);
  expect(response.statusCode).toBe(200);
  return response.json() as { transactionId: string; status: string };
}

async function deliveriesOf(endpointId: string) {
  return t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
}

async function endpointRow(id: string) {
  const [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!row) throw new Error('endpoint gone');
  return row;
}

describe('delivering events', () => {
  it('sends payment.succeeded exactly once, signed so that standardwebhooks verifies it', async () => {
    const merchant = await createVerifiedMerchant(t.app, t.database.db);
    const { endpoint, secret } = await createEndpoint(t.app, merchant.cookie, {
      url: receiver.url,
      events: ['payment.succeeded'],
    });
    await paidLink(merchant.cookie);
    await paidLink(merchant.cookie, { cardNumber: '4000 0000 0000 0002' });

    expect(await deliver()).toBe(1);
    expect(await deliver()).toBe(0);
    expect(receiver.received).toHaveLength(1);
    const [hook] = receiver.received;
    if (!hook) throw new Error('nothing received');
    expect(receiver.verifies(hook, secret)).toBe(true);
    expect(receiver.verifies(hook, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')).toBe(false);
    expect(hook.payload).toMatchObject({ id: hook.id, type: 'payment.succeeded' });
    expect(hook.payload.data).toMatchObject({ amount: 12_500, status: 'succeeded' });
    expect(hook.id).toMatch(/^evt_/);

    const event = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/webhooks',
      headers: { cookie: merchant.cookie },
    });
    expect(event.json().data[0]).toMatchObject({
      failureCount: 0,
      lastTriggeredAt: clock.now().toISOString(),
    });
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, nextAttemptAt: null });
  });

  it('sends nothing to a disabled endpoint or one not subscribed to the event', async () => {
    const merchant = await createVerifiedMerchant(t.app, t.database.db);
    const { endpoint } = await createEndpoint(t.app, merchant.cookie, { url: receiver.url });
    await createEndpoint(t.app, merchant.cookie, { url: `${receiver.url}/kyc`, events: ['kyc.approved'] });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/merchant/webhooks/${endpoint.id}`,
      headers: { cookie: merchant.cookie },
      payload: { enabled: false },
    });
    await paidLink(merchant.cookie);
    expect(await deliver()).toBe(0);
    expect(receiver.received).toHaveLength(0);
  });

  it('retries on the schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), then gives up', async () => {
    const merchant = await createVerifiedMerchant(t.app, t.database.db);
    const { endpoint } = await createEndpoint(t.app, merchant.cookie, { url: receiver.url });
    receiver.respond((_request, response) => {
      response.writeHead(500).end('database down');
    });
    await paidLink(merchant.cookie);

    expect(await deliver()).toBe(1);
    for (const delay of WEBHOOK_RETRY_DELAYS_MS.slice(1)) {
      clock.advance(delay - 1_000);
      expect(await deliver(), `not before ${delay} ms`).toBe(0);
      clock.advance(1_000);
      expect(await deliver(), `at ${delay} ms`).toBe(1);
    }
    clock.advance(48 * 60 * 60_000);
    expect(await deliver()).toBe(0);

    expect(receiver.received).toHaveLength(WEBHOOK_RETRY_DELAYS_MS.length);
    expect(new Set(receiver.received.map((hook) => hook.id)).size).toBe(1);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 8 });
    const attempts = await t.database.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.endpointId, endpoint.id));
    expect(attempts.map((a) => a.attempt).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(attempts.every((a) => a.statusCode === 500 && a.responseExcerpt === 'database down')).toBe(true);
    expect((await endpointRow(endpoint.id)).failureCount).toBe(8);
  });

  it('spreads retries with up to ±10% jitter', async () => {
    const merchant = await createVerifiedMerchant(t.app, t.database.db);
    const { endpoint } = await createEndpoint(t.app, merchant.cookie, { url: receiver.url });
    receiver.respond((_request, response) => {
      response.writeHead(503).end();
    });
    await paidLink(merchant.cookie);
    await deliverDueWebhooks(t.app.ctx, { random: () => 0.999 });
    const [delivery] = await deliveriesOf(endpoint.id);
    const wait = (delivery?.nextAttemptAt?.getTime() ?? 0) - clock.now().getTime();
    expect(wait).toBeGreaterThan(5_000);
    expect(wait).toBeLessThanOrEqual(5_500);
  });

  it('waits as long as Retry-After asks when that is longer than the schedule', async () => {
    const merchant = await createVerifiedMerchant(t.app, t.database.db);
    const { endpoint } = await createEndpoint(t.app, merchant.cookie, { url: receiver.url });
    receiver.respond((_request, response) => {
      response.writeHead(429, { 'retry-after': '120' }).end('slow down');
    });
    await paidLink(merchant.cookie);
    await deliver();
    const [delivery] = await deliveriesOf(endpoint.id);
    expect((delivery?.nextAttemptAt?.getTime() ?? 0) - clock.now().getTime()).toBe(120_000);
  });

  it('counts a redirect as a failure and does not follow it', async () => {
    const merchant = await createVerifiedMerchant(t.app, t.database.db);
    const { endpoint } = await createEndpoint(t.app, merchant.cookie, { url: receiver.url });
    receiver.respond((request, response) => {
      if (request.path === '/hooks') response.writeHead(302, { location: '/elsewhere' }).end();
      else response.writeHead(200).end('ok');
    });
    await paidLink(merchant.cookie);
    await deliver();
    expect(receiver.received.map((hook) => hook.path)).toEqual(['/hooks']);
    const [attempt] = await t.database.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.endpointId, endpoint.id));
    expect(attempt).toMatchObject({ succeeded: false, statusCode: 302, error: 'redirect' });
  });

  it('counts an answer slower than the timeout as a failure', async () => {
    const merchant = await createVerifiedMerchant(t.app, t.database.db);
    const { endpoint } = await createEndpoint(t.app, merchant.cookie, { url: receiver.url });
    receiver.respond(async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      response.writeHead(200).end('too late');
    });
    await paidLink(merchant.cookie);
    await deliver();
    const [attempt] = await t.database.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.endpointId, endpoint.id));
    expect(attempt).toMatchObject({ succeeded: false, statusCode: null, error: 'timeout' });
    expect(attempt?.durationMs).toBeGreaterThanOrEqual(390);
    expect((await deliveriesOf(endpoint.id))[0]?.status).toBe('pending');
  });

  it('keeps only the first 2 KB of a response', async () => {
    const merchant = await createVerifiedMerchant(t.app, t.database.db);
    const { endpoint } = await createEndpoint(t.app, merchant.cookie, { url: receiver.url });
    receiver.respond((_request, response) => {
      response.writeHead(200).end('y'.repeat(10_000));
    });
    await paidLink(merchant.cookie);
    await deliver();
    const [attempt] = await t.database.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.endpointId, endpoint.id));
    expect(attempt?.responseExcerpt).toBe('y'.repeat(2_048));
  });

  it('disables an endpoint that answers 410 Gone and e-mails the merchant', async () => {
    const merchant = await createVerifiedMerchant(t.app, t.database.db);
    const { endpoint } = await createEndpoint(t.app, merchant.cookie, { url: receiver.url });
    receiver.respond((_request, response) => {
      response.writeHead(410).end();
    });
    await paidLink(merchant.cookie);
    await paidLink(merchant.cookie);
    expect(await deliver()).toBe(2);
    const row = await endpointRow(endpoint.id);
    expect(row).toMatchObject({ enabled: false, disabledReason: 'gone' });
    expect((await deliveriesOf(endpoint.id)).map((d) => d.status)).toEqual(['failed', 'failed']);
    const email = await latestEmailTo(t.database.db, merchant.email, 'webhookEndpointDisabled');
    expect(email?.textBody).toContain('410 Gone');
    await paidLink(merchant.cookie);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(2);
  });

  it('disables an endpoint after five days of failures, not before', async () => {
    const merchant = await createVerifiedMerchant(t.app, t.database.db);
    const { endpoint } = await createEndpoint(t.app, merchant.cookie, { url: receiver.url });
    receiver.respond((_request, response) => {
      response.writeHead(500).end();
    });
    const day = 24 * 60 * 60_000;
    for (let days = 0; days <= 5; days++) {
      await paidLink(merchant.cookie);
      while ((await deliver()) > 0) {}
      const row = await endpointRow(endpoint.id);
      expect(row.enabled, `after ${days} days`).toBe(days < 5);
      clock.advance(day);
    }
    const row = await endpointRow(endpoint.id);
    expect(row.disabledReason).toBe('failing');
    expect((await deliveriesOf(endpoint.id)).every((d) => d.status === 'failed')).toBe(true);
    const email = await latestEmailTo(t.database.db, merchant.email, 'webhookEndpointDisabled');
    expect(email?.subject).toBe('A webhook endpoint of yours was disabled');
  });

  it('resets the failure streak on a success', async () => {
    const merchant = await createVerifiedMerchant(t.app, t.database.db);
    const { endpoint } = await createEndpoint(t.app, merchant.cookie, { url: receiver.url });
    receiver.respond((_request, response) => {
      response.writeHead(500).end();
    });
    await paidLink(merchant.cookie);
    await deliver();
    expect((await endpointRow(endpoint.id)).failureCount).toBe(1);
    receiver.respond((_request, response) => {
      response.writeHead(204).end();
    });
    clock.advance(5_000);
    await deliver();
    expect(await endpointRow(endpoint.id)).toMatchObject({ failureCount: 0, failingSince: null });
  });
});

describe('a regenerated secret', () => {
  it('signs with both secrets for 24 hours, then with the new one only', async () => {
    const merchant = await createVerifiedMerchant(t.app, t.database.db);
    const { endpoint, secret: oldSecret } = await createEndpoint(t.app, merchant.cookie, {
      url: receiver.url,
    });
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/merchant/webhooks/${endpoint.id}/secret`,
      headers: { cookie: merchant.cookie },
    });
    const newSecret: string = rotated.json().secret;

    await paidLink(merchant.cookie);
    await deliver();
    clock.advance(24 * 60 * 60_000 + 1_000);
    await paidLink(merchant.cookie);
    await deliver();

    const [during, after] = receiver.received;
    if (!during || !after) throw new Error('expected two deliveries');
    expect(during.signature.split(' ')).toHaveLength(2);
    expect(receiver.verifies(during, oldSecret)).toBe(true);
    expect(receiver.verifies(during, newSecret)).toBe(true);
    expect(after.signature.split(' ')).toHaveLength(1);
    expect(receiver.verifies(after, oldSecret)).toBe(false);
    expect(receiver.verifies(after, newSecret)).toBe(true);
  });
});

describe('the SSRF guard at send time', () => {
  it('refuses to send to a private address even if one got stored', async () => {
    const guarded = await createTestApp({ clock });
    try {
      const merchant = await createVerifiedMerchant(guarded.app, guarded.database.db);
      const { endpoint } = await createEndpoint(guarded.app, merchant.cookie, {
        url: 'https://hooks.example.com/kopru',
      });
      // As if DNS or an old row pointed it at this machine: the send itself must refuse.
      await guarded.database.db
        .update(webhookEndpoints)
        .set({ url: receiver.url.replace('http:', 'https:') })
        .where(eq(webhookEndpoints.id, endpoint.id));
      const link = await createLink(guarded.app, merchant.cookie, { amount: 1_000 });
      await pay(guarded.app, link.code);
      expect(await deliverDueWebhooks(guarded.app.ctx)).toBe(1);
      const [attempt] = await guarded.database.db
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.endpointId, endpoint.id));
      expect(attempt).toMatchObject({ succeeded: false, error: 'address_not_allowed' });
      expect(receiver.received).toHaveLength(0);
    } finally {
      await guarded.close();
    }
  });
});
