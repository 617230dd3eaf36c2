import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant, pay } from '../../../test/factories.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { merchantMembers } from '../../db/schema/merchant-members.ts';
import { webhookAttempts } from '../../db/schema/webhook-attempts.ts';
import { webhookDeliveries } from '../../db/schema/webhook-deliveries.ts';
import { webhookEndpoints } from '../../db/schema/webhook-endpoints.ts';
import { HostLookupError } from '../../ports.ts';
import { deliverDueWebhooks } from './delivery.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_TIMEOUT_MS: '400' } });
});
afterAll(() => t.close());

function call(cookie: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

const create = (cookie: string, url: string, events = ['payment.succeeded']) =>
  call(cookie, 'POST', '/api/merchant/webhooks', { url, events });

async function endpointsOf(merchantId: string) {
  return t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.merchantId, merchantId));
}

async function createdAudits(merchantId: string) {
  const rows = await t.database.db.select().from(auditLogs).where(eq(auditLogs.merchantId, merchantId));
  return rows.filter((row) => row.action === 'webhook_endpoint.created');
}

describe('an endpoint is written for a member who still is one', () => {
  it('refuses the endpoint of a member removed while its URL waited on DNS, and writes nothing', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const merchantId = owner.merchantId ?? '';
    const dev = await addMember(t.app, t.database.db, merchantId, 'developer');
    const dns = t.dns.hold('leaving.example.com');

    const creating = create(dev.cookie, 'https://leaving.example.com/hooks');
    await dns.asked();
    const removed = await call(owner.cookie, 'DELETE', `/api/merchant/team/members/${dev.memberId}`);
    expect(removed.statusCode).toBe(200);
    dns.release();

    const refused = await creating;
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect(await endpointsOf(merchantId)).toEqual([]);
    expect(await createdAudits(merchantId)).toEqual([]);
  });

  it('gives a member demoted meanwhile only what its new role reads', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const merchantId = owner.merchantId ?? '';
    const admin = await addMember(t.app, t.database.db, merchantId, 'admin');
    const dns = t.dns.hold('demoted.example.com');

    const creating = create(admin.cookie, 'https://demoted.example.com/hooks', ['refund.created']);
    await dns.asked();
    const moved = await call(owner.cookie, 'PATCH', `/api/merchant/team/members/${admin.memberId}`, {
      role: 'developer',
    });
    expect(moved.statusCode).toBe(200);
    dns.release();

    const refused = await creating;
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('webhook_endpoint_exceeds_role');
    expect(await endpointsOf(merchantId)).toEqual([]);
  });
});

describe('a URL is checked through our resolver', () => {
  it('refuses at creation and at edit a host that does not resolve or whose DNS fails, and writes nothing', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const merchantId = owner.merchantId ?? '';
    const unknown = await create(owner.cookie, 'https://no-such-host.invalid/hooks');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('webhook_url_unresolved');

    const failing = t.app.ctx.hostResolver;
    t.app.ctx.hostResolver = {
      resolveHost: async (name) => {
        throw new HostLookupError(name, 'ETIMEOUT');
      },
    };
    try {
      expect((await create(owner.cookie, 'https://slow.example.com/hooks')).json().error.code).toBe(
        'webhook_url_unresolved',
      );
    } finally {
      t.app.ctx.hostResolver = failing;
    }
    expect(await endpointsOf(merchantId)).toEqual([]);

    const made = await create(owner.cookie, 'https://erp.example.com/hooks');
    expect(made.statusCode).toBe(201);
    const { id } = made.json().endpoint;
    const edit = await call(owner.cookie, 'PATCH', `/api/merchant/webhooks/${id}`, {
      url: 'https://gone.invalid/hooks',
    });
    expect(edit.json().error.code).toBe('webhook_url_unresolved');
    expect((await endpointsOf(merchantId))[0]?.url).toBe('https://erp.example.com/hooks');
  });

  it('checks the address again at every send: a name that now points inside is not sent to', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const made = await create(owner.cookie, 'https://moving.example.com/hooks');
    expect(made.statusCode).toBe(201);
    t.dns.set('moving.example.com', ['10.1.2.3']);
    const link = await createLink(t.app, owner.cookie);
    expect((await pay(t.app, link.code)).json().status).toBe('succeeded');
    await deliverDueWebhooks(t.app.ctx, { random: () => 0.5 });
    const attempts = await t.database.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.endpointId, made.json().endpoint.id));
    expect(attempts.map((attempt) => attempt.error)).toEqual(['address_not_allowed']);
  });
});

describe('fan-out and delivery follow the maker’s live membership', () => {
  it('sends nothing to an endpoint whose maker is no longer a member, even if it is still on', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const merchantId = owner.merchantId ?? '';
    const dev = await addMember(t.app, t.database.db, merchantId, 'developer');
    const made = await create(dev.cookie, 'https://left.example.com/hooks');
    const endpointId = made.json().endpoint.id as string;
    const link = await createLink(t.app, owner.cookie);
    expect((await pay(t.app, link.code)).json().status).toBe('succeeded');
    const deliveriesOf = () =>
      t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
    expect(await deliveriesOf()).toHaveLength(1);

    // The membership gone without the team service (which would also turn the endpoint off).
    await t.database.db.delete(merchantMembers).where(eq(merchantMembers.id, dev.memberId));
    expect((await pay(t.app, link.code)).json().status).toBe('succeeded');
    expect(await deliveriesOf()).toHaveLength(1);
    await deliverDueWebhooks(t.app.ctx, { random: () => 0.5 });
    expect(await deliveriesOf()).toEqual([expect.objectContaining({ status: 'pending', attempts: 0 })]);
  });
});
