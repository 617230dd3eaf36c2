import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createLink,
  createVerifiedMerchant,
  latestEmailTo,
  type SignedIn,
  testCard,
} from '../../../test/factories.ts';
import { v1 } from '../../../test/merchant-api.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { manualClock, type Receiver, startReceiver } from '../../../test/webhook-helpers.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { webhookDeliveries } from '../../db/schema/webhook-deliveries.ts';
import { webhookEndpoints } from '../../db/schema/webhook-endpoints.ts';
import { deliverDueWebhooks } from './delivery.ts';

const clock = manualClock();
let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: '400' } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
afterEach(async () => {
  await t.database.db
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null })
    .where(eq(webhookDeliveries.status, 'pending'));
  receiver.received.length = 0;
});

const deliver = () => deliverDueWebhooks(t.app.ctx, { random: () => 0.5 });

function call(cookie: string, method: 'POST' | 'PATCH' | 'GET' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function endpointOf(cookie: string, path: string, body: Record<string, unknown> = {}) {
  const response = await call(cookie, 'POST', '/api/merchant/webhooks', {
    url: `${receiver.url}/${path}`,
    events: ['payment.succeeded'],
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`endpoint: ${response.statusCode} ${response.body}`);
  return response.json().endpoint as { id: string; payerDetails: boolean; events: string[] };
}

async function row(id: string) {
  const [found] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!found) throw new Error(`no endpoint ${id}`);
  return found;
}

async function team(role: 'developer' | 'support' | 'admin') {
  const owner = await createVerifiedMerchant(t.app, t.database.db);
  const member = await addMember(t.app, t.database.db, owner.merchantId ?? '', role);
  return { owner, member };
}

/** A succeeded payment on a link that collects the payer's name and phone. */
async function paid(owner: SignedIn) {
  const link = await createLink(t.app, owner.cookie, { amount: 12_500, collect: ['name', 'phone'] });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/public/links/${link.code}/payments`,
    headers: { 'idempotency-key': randomBytes(8).toString('hex') },
    payload: { ...testCard, payer: { name: 'Anna Schmidt', phone: '+49 30 1234567' } },
  });
  expect(response.json().status).toBe('succeeded');
}

describe('a webhook endpoint receives only what its maker may read', () => {
  it('refuses a developer refunds, disputes, payouts, links and payer details; defaults follow the role', async () => {
    const { owner, member: dev } = await team('developer');
    for (const body of [
      { events: ['payment.succeeded', 'refund.created'] },
      { events: ['dispute.lost'] },
      { events: ['payout.paid'] },
      { events: ['payment_link.created'] },
      { events: ['payment.succeeded'], payerDetails: true },
    ]) {
      const refused = await call(dev.cookie, 'POST', '/api/merchant/webhooks', {
        url: `${receiver.url}/x`,
        ...body,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('webhook_endpoint_exceeds_role');
    }
    const devs = await endpointOf(dev.cookie, 'dev', { events: ['payment.succeeded', 'kyc.approved'] });
    expect(devs.payerDetails).toBe(false);
    expect((await row(devs.id)).createdByUserId).toBe(dev.userId);
    const owners = await endpointOf(owner.cookie, 'owner', {
      events: ['payment.succeeded', 'refund.created'],
    });
    expect(owners.payerDetails).toBe(true);
    expect((await row(owners.id)).createdByUserId).toBe(owner.userId);
  });

  it('sends a payment’s payer details only to an endpoint that carries them', async () => {
    const { owner, member: dev } = await team('developer');
    await endpointOf(owner.cookie, 'with-payer');
    await endpointOf(owner.cookie, 'without-payer', { payerDetails: false });
    const devs = await endpointOf(dev.cookie, 'dev-payer');
    await paid(owner);
    await deliver();
    const got = (path: string) => receiver.received.find((hook) => hook.path.endsWith(`/${path}`));
    expect(got('with-payer')?.payload.data.payerDetails).toMatchObject({ name: 'Anna Schmidt' });
    expect(got('without-payer')?.payload.data).not.toHaveProperty('payerDetails');
    expect(got('dev-payer')?.payload.data).not.toHaveProperty('payerDetails');
    expect(got('dev-payer')?.body).not.toContain('Anna Schmidt');
    // Stored without them as well: the delivery log and a resend show no more.
    const [stored] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, devs.id));
    expect(JSON.stringify(stored?.payload)).not.toContain('Anna Schmidt');
  });

  it('shows a developer the owner’s deliveries without payer details and without objects it may not read', async () => {
    const { owner, member: dev } = await team('developer');
    const owners = await endpointOf(owner.cookie, 'owner-log');
    await paid(owner);
    await deliver();
    const log = await call(dev.cookie, 'GET', `/api/merchant/webhooks/${owners.id}/attempts`);
    expect(log.statusCode).toBe(200);
    expect(log.json().data[0].payload.data).not.toHaveProperty('payerDetails');
    const ownerLog = await call(owner.cookie, 'GET', `/api/merchant/webhooks/${owners.id}/attempts`);
    expect(ownerLog.json().data[0].payload.data.payerDetails.name).toBe('Anna Schmidt');
  });

  it('lets no one point an endpoint elsewhere or take its secret beyond their role; who does becomes its maker', async () => {
    const { owner, member: dev } = await team('developer');
    const owners = await endpointOf(owner.cookie, 'refunds', {
      events: ['payment.succeeded', 'refund.created'],
    });
    const url = `/api/merchant/webhooks/${owners.id}`;
    for (const body of [{ url: `${receiver.url}/mine` }, { events: ['refund.created'] }, { enabled: true }]) {
      const refused = await call(dev.cookie, 'PATCH', url, body);
      // Turning on an endpoint already on changes nothing and is not a redirect.
      if ('enabled' in body) expect(refused.statusCode).toBe(200);
      else expect(refused.json().error.code).toBe('webhook_endpoint_exceeds_role');
    }
    expect((await call(dev.cookie, 'POST', `${url}/secret`)).statusCode).toBe(403);
    expect((await call(dev.cookie, 'PATCH', url, { description: 'Accounting' })).statusCode).toBe(200);
    expect((await row(owners.id)).createdByUserId).toBe(owner.userId);
    // Narrowed to what a developer may read, it may take it over.
    const taken = await call(dev.cookie, 'PATCH', url, {
      url: `${receiver.url}/mine`,
      events: ['payment.succeeded'],
      payerDetails: false,
    });
    expect(taken.statusCode).toBe(200);
    expect((await row(owners.id)).createdByUserId).toBe(dev.userId);
  });

  it('never sends again an event type the endpoint no longer receives', async () => {
    const { owner } = await team('developer');
    const owners = await endpointOf(owner.cookie, 'narrowed', {
      events: ['payment.succeeded', 'payment.failed'],
    });
    await paid(owner);
    await deliver();
    const [delivery] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, owners.id));
    const url = `/api/merchant/webhooks/${owners.id}`;
    expect((await call(owner.cookie, 'PATCH', url, { events: ['payment.failed'] })).statusCode).toBe(200);
    const resend = await call(owner.cookie, 'POST', `${url}/deliveries/${delivery?.id}/resend`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().error.code).toBe('webhook_event_not_subscribed');
    // Queued before the change: not sent, failed as not_subscribed.
    clock.advance(60_000);
    await t.database.db
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: clock.now() })
      .where(eq(webhookDeliveries.id, delivery?.id ?? ''));
    receiver.received.length = 0;
    await deliver();
    expect(receiver.received).toEqual([]);
    const log = await call(owner.cookie, 'GET', `${url}/attempts`);
    expect(log.json().data[0]).toMatchObject({ error: 'not_subscribed', deliveryStatus: 'failed' });
    expect((await row(owners.id)).failureCount).toBe(0);
  });

  it('on /v1 acts for the key’s maker within the key’s permissions', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const made = await call(owner.cookie, 'POST', '/api/merchant/api-keys', {
      description: 'Hooks',
      permissions: { payments: 'read', webhooks: 'write' },
    });
    const secret = made.json().secret as string;
    const refused = await v1(t.app, secret, {
      method: 'POST',
      url: '/v1/webhook_endpoints',
      payload: { url: `${receiver.url}/v1`, events: ['refund.created'] },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('webhook_endpoint_exceeds_role');
    const created = await v1(t.app, secret, {
      method: 'POST',
      url: '/v1/webhook_endpoints',
      payload: { url: `${receiver.url}/v1`, events: ['payment.succeeded'] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().endpoint.payerDetails).toBe(false);
    expect((await row(created.json().endpoint.id)).createdByUserId).toBe(owner.userId);
  });
});

describe('an endpoint stops with its maker', () => {
  it('turns off every endpoint of a removed member: audited, waiting deliveries failed, the owners e-mailed', async () => {
    const { owner, member: dev } = await team('developer');
    const devs = await endpointOf(dev.cookie, 'gone-dev');
    const owners = await endpointOf(owner.cookie, 'stays');
    await paid(owner);
    expect(
      (await call(owner.cookie, 'DELETE', `/api/merchant/team/members/${dev.memberId}`)).statusCode,
    ).toBe(200);
    expect(await row(devs.id)).toMatchObject({ enabled: false, disabledReason: 'maker_removed' });
    expect(await row(owners.id)).toMatchObject({ enabled: true });
    const pending = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, devs.id), eq(webhookDeliveries.status, 'pending')));
    expect(pending).toEqual([]);
    await deliver();
    expect(receiver.received.map((hook) => hook.path)).toEqual(['/hooks/stays']);
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'webhook_endpoint.disabled'), eq(auditLogs.targetId, devs.id)));
    expect(entry?.details).toMatchObject({ reason: 'maker_removed', member: dev.email, pendingFailed: 1 });
    const mail = await latestEmailTo(t.database.db, owner.email, 'webhookEndpointsStopped');
    expect(mail?.textBody).toContain('/hooks/gone-dev');
    // An owner turning it back on answers for it from then on.
    const on = await call(owner.cookie, 'PATCH', `/api/merchant/webhooks/${devs.id}`, { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(await row(devs.id)).toMatchObject({ enabled: true, createdByUserId: owner.userId });
  });

  it('turns off on a change of role only the endpoints beyond the new role', async () => {
    const { owner, member: admin } = await team('admin');
    const payouts = await endpointOf(admin.cookie, 'admin-payouts', { events: ['payout.paid'] });
    const refunds = await endpointOf(admin.cookie, 'admin-refunds', { events: ['refund.created'] });
    const plain = await endpointOf(admin.cookie, 'admin-plain', { payerDetails: false });
    const move = (role: string) =>
      call(owner.cookie, 'PATCH', `/api/merchant/team/members/${admin.memberId}`, { role });

    expect((await move('support')).statusCode).toBe(200);
    expect(await row(payouts.id)).toMatchObject({ enabled: false, disabledReason: 'maker_role_changed' });
    expect(await row(refunds.id)).toMatchObject({ enabled: true });
    expect((await move('developer')).statusCode).toBe(200);
    expect(await row(refunds.id)).toMatchObject({ enabled: false, disabledReason: 'maker_role_changed' });
    expect(await row(plain.id)).toMatchObject({ enabled: true });
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'webhook_endpoint.disabled'), eq(auditLogs.targetId, refunds.id)));
    expect(entry?.details).toMatchObject({
      reason: 'maker_role_changed',
      role: 'developer',
      beyond: { events: ['refund.created'], payerDetails: true },
    });
    const mail = await latestEmailTo(t.database.db, owner.email, 'webhookEndpointsStopped');
    expect(mail?.textBody).toContain('/hooks/admin-refunds');
    expect(mail?.textBody).not.toContain('/hooks/admin-plain');
    // The member itself cannot turn it back on: it is beyond its role now.
    const again = await call(admin.cookie, 'PATCH', `/api/merchant/webhooks/${refunds.id}`, {
      enabled: true,
    });
    expect(again.json().error.code).toBe('webhook_endpoint_exceeds_role');
  });
});
