import { randomBytes } from 'node:crypto';
import { maxKeyPermissionsOf } from '@kopru/domain/key-permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant, latestEmailTo, testCard } from '../../../test/factories.ts';
import { v1 } from '../../../test/merchant-api.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { emails } from '../../db/schema/emails.ts';
import { users } from '../../db/schema/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const none = {
  payments: 'none',
  payerDetails: 'none',
  refunds: 'none',
  paymentLinks: 'none',
  payouts: 'none',
  disputes: 'none',
  balance: 'none',
  events: 'none',
  webhooks: 'none',
};

function createKey(cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/merchant/api-keys',
    headers: { cookie },
    payload,
  });
}

async function keyOf(cookie: string, permissions?: Record<string, string>) {
  const response = await createKey(cookie, { description: 'Shop', ...(permissions ? { permissions } : {}) });
  if (response.statusCode !== 201) throw new Error(`key: ${response.statusCode} ${response.body}`);
  return response.json() as { key: { id: string; permissions: Record<string, string> }; secret: string };
}

const address = { line1: 'Torstraße 1', city: 'Berlin', postalCode: '10119', country: 'DE' };

/** A succeeded payment on a link that collects the payer's name, phone and billing address. */
async function paymentWithPayer(cookie: string) {
  const link = await createLink(t.app, cookie, { collect: ['name', 'phone', 'billingAddress'] });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/public/links/${link.code}/payments`,
    headers: { 'idempotency-key': randomBytes(8).toString('hex') },
    payload: {
      ...testCard,
      payer: { name: 'Anna Schmidt', phone: '+49 30 1234567', billingAddress: address },
    },
  });
  if (response.json().status !== 'succeeded') throw new Error(`payment: ${response.body}`);
  return response.json().paymentId as string;
}

describe('keys carry permissions within their maker’s role', () => {
  it('gives a developer’s key payments without payer details by default, and refuses more than its role', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const dev = await addMember(t.app, t.database.db, owner.merchantId ?? '', 'developer');
    const made = await keyOf(dev.cookie);
    expect(made.key.permissions).toEqual({ ...none, payments: 'read' });

    for (const [permissions, beyond] of [
      [{ payments: 'read', payerDetails: 'read' }, ['payerDetails']],
      [{ refunds: 'write' }, ['refunds']],
      [{ payouts: 'read', paymentLinks: 'write' }, ['paymentLinks', 'payouts']],
    ] as const) {
      const refused = await createKey(dev.cookie, { description: 'More', permissions });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: 'api_key_permissions_exceed_role',
        details: { resources: beyond },
      });
    }

    const within = await keyOf(dev.cookie, { payments: 'read', webhooks: 'write', events: 'read' });
    expect(within.key.permissions).toEqual({ ...none, payments: 'read', webhooks: 'write', events: 'read' });
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'api_key.created'), eq(auditLogs.targetId, within.key.id)));
    expect(entry?.details).toMatchObject({ permissions: within.key.permissions });
  });

  it('gives an owner’s key everything by default, and refuses payer details without payments or unknown levels', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    expect((await keyOf(owner.cookie)).key.permissions).toEqual(maxKeyPermissionsOf('owner'));
    const alone = await createKey(owner.cookie, { description: 'x', permissions: { payerDetails: 'read' } });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error.details.issues).toContainEqual({
      path: 'permissions.payerDetails',
      message: 'developers.errors.payerDetailsWithoutPayments',
    });
    const writePayments = await createKey(owner.cookie, {
      description: 'x',
      permissions: { payments: 'write' },
    });
    expect(writePayments.statusCode).toBe(400);
  });

  it('leaves the payer’s details out of payments and their events without the payerDetails permission', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const paymentId = await paymentWithPayer(owner.cookie);
    const plain = await keyOf(owner.cookie, { payments: 'read', events: 'read' });
    const full = await keyOf(owner.cookie, { payments: 'read', payerDetails: 'read', events: 'read' });

    const hidden = (await v1(t.app, plain.secret, { url: `/v1/payments/${paymentId}` })).json();
    expect(hidden.id).toBe(paymentId);
    expect(hidden).not.toHaveProperty('payerDetails');
    const listed = (await v1(t.app, plain.secret, { url: '/v1/payments' })).json();
    expect(listed.data[0]).not.toHaveProperty('payerDetails');
    expect(JSON.stringify(listed)).not.toContain('Anna');
    const events = await v1(t.app, plain.secret, { url: '/v1/events?type=payment.succeeded' });
    expect(events.json().data[0].data.id).toBe(paymentId);
    expect(events.body).not.toContain('Anna');
    const eventId = events.json().data[0].id;
    expect((await v1(t.app, plain.secret, { url: `/v1/events/${eventId}` })).body).not.toContain('Anna');

    const shown = (await v1(t.app, full.secret, { url: `/v1/payments/${paymentId}` })).json();
    expect(shown.payerDetails).toMatchObject({ name: 'Anna Schmidt', phone: '+49 30 1234567' });
    expect((await v1(t.app, full.secret, { url: `/v1/events/${eventId}` })).body).toContain('Anna');
  });

  it('shows a key only the events of objects it may read', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    await paymentWithPayer(owner.cookie);
    const linksOnly = await keyOf(owner.cookie, { paymentLinks: 'read', events: 'read' });
    const listed = await v1(t.app, linksOnly.secret, { url: '/v1/events' });
    expect(listed.statusCode).toBe(200);
    const types = listed.json().data.map((e: { type: string }) => e.type);
    expect(types).toContain('payment_link.created');
    expect(types.filter((type: string) => !type.startsWith('payment_link.'))).toEqual([]);
    const refused = await v1(t.app, linksOnly.secret, { url: '/v1/events?type=payment.succeeded' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('key_permission_denied');
    const all = await keyOf(owner.cookie, { payments: 'read', events: 'read' });
    const paymentEvent = (await v1(t.app, all.secret, { url: '/v1/events?type=payment.succeeded' })).json()
      .data[0];
    const one = await v1(t.app, linksOnly.secret, { url: `/v1/events/${paymentEvent.id}` });
    expect(one.statusCode).toBe(403);
    expect(one.json().error.code).toBe('key_permission_denied');
  });

  it('answers 403 key_permission_denied outside the key’s permissions, and changes nothing', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const reader = await keyOf(owner.cookie, { paymentLinks: 'read' });
    const refused = await v1(t.app, reader.secret, {
      method: 'POST',
      url: '/v1/payment_links',
      payload: { productName: 'Kilim', amount: 10_000, currency: 'USD' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'key_permission_denied',
      details: { permission: 'paymentLinks.manage' },
    });
    expect(refused.json().error.message).toContain('no permission');
    expect((await v1(t.app, reader.secret, { url: '/v1/payment_links' })).json().data).toEqual([]);
    expect((await v1(t.app, reader.secret, { url: '/v1/balance' })).statusCode).toBe(403);
  });

  it('does not let a member roll a key that carries more than its role', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const dev = await addMember(t.app, t.database.db, owner.merchantId ?? '', 'developer');
    const full = await keyOf(owner.cookie);
    const roll = await t.app.inject({
      method: 'POST',
      url: `/api/merchant/api-keys/${full.key.id}/roll`,
      headers: { cookie: dev.cookie },
      payload: { grace: 'now' },
    });
    expect(roll.statusCode).toBe(403);
    expect(roll.json().error.code).toBe('api_key_permissions_exceed_role');
    const own = await keyOf(dev.cookie);
    const rolled = await t.app.inject({
      method: 'POST',
      url: `/api/merchant/api-keys/${own.key.id}/roll`,
      headers: { cookie: dev.cookie },
      payload: { grace: 'now' },
    });
    expect(rolled.statusCode).toBe(201);
    expect(rolled.json().key.permissions).toEqual(own.key.permissions);
  });
});

describe('a member’s keys follow the member', () => {
  function teamCall(cookie: string, method: 'PATCH' | 'DELETE', memberId: string, payload?: object) {
    return t.app.inject({
      method,
      url: `/api/merchant/team/members/${memberId}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
  }

  it('revokes every key of a removed member: 401 at once, audited, the owners e-mailed', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const dev = await addMember(t.app, t.database.db, owner.merchantId ?? '', 'developer');
    const key = await keyOf(dev.cookie);
    const ownersKey = await keyOf(owner.cookie);
    expect((await v1(t.app, key.secret, { url: '/v1/payments' })).statusCode).toBe(200);

    expect((await teamCall(owner.cookie, 'DELETE', dev.memberId)).statusCode).toBe(200);
    const after = await v1(t.app, key.secret, { url: '/v1/payments' });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('invalid_api_key');
    expect((await v1(t.app, ownersKey.secret, { url: '/v1/payments' })).statusCode).toBe(200);

    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'api_key.revoked'), eq(auditLogs.targetId, key.key.id)));
    expect(entry?.details).toMatchObject({ reason: 'member_removed', member: dev.email });
    const mail = await latestEmailTo(t.database.db, owner.email, 'apiKeysRevoked');
    expect(mail?.subject).toContain(dev.email);
    expect(mail?.textBody).toContain('Shop (sk_test_…');
  });

  it('revokes on a change of role only the keys beyond the new role, in the owner’s language', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    await t.database.db.update(users).set({ locale: 'tr' }).where(eq(users.email, owner.email));
    const admin = await addMember(t.app, t.database.db, owner.merchantId ?? '', 'admin');
    const wide = await keyOf(admin.cookie, { payments: 'read', refunds: 'write' });
    const narrow = await keyOf(admin.cookie, { payments: 'read', paymentLinks: 'read' });

    const changed = await teamCall(owner.cookie, 'PATCH', admin.memberId, { role: 'viewer' });
    expect(changed.statusCode).toBe(200);
    expect((await v1(t.app, wide.secret, { url: '/v1/payments' })).statusCode).toBe(401);
    expect((await v1(t.app, narrow.secret, { url: '/v1/payments' })).statusCode).toBe(200);

    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'api_key.revoked'), eq(auditLogs.targetId, wide.key.id)));
    expect(entry?.details).toMatchObject({
      reason: 'member_role_changed',
      role: 'viewer',
      beyond: ['refunds'],
    });
    const revokedNarrow = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'api_key.revoked'), eq(auditLogs.targetId, narrow.key.id)));
    expect(revokedNarrow).toEqual([]);
    const mails = await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, owner.email), eq(emails.template, 'apiKeysRevoked')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('iptal edildi');
  });
});

describe('the console shows a developer payments without the payer’s details', () => {
  it('leaves them out of the list, the payment and the transaction page', async () => {
    const owner = await createVerifiedMerchant(t.app, t.database.db);
    const paymentId = await paymentWithPayer(owner.cookie);
    const dev = await addMember(t.app, t.database.db, owner.merchantId ?? '', 'developer');
    const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    const list = await get(dev.cookie, '/api/merchant/payments');
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).not.toHaveProperty('payerDetails');
    const detail = (await get(dev.cookie, `/api/merchant/payments/${paymentId}/detail`)).json();
    expect(detail.payer).toBeNull();
    expect(JSON.stringify(detail)).not.toContain('Anna');
    expect(JSON.stringify(detail)).not.toContain(testCard.email);
    const ownerView = (await get(owner.cookie, `/api/merchant/payments/${paymentId}/detail`)).json();
    expect(ownerView.payer.email).toBe(testCard.email);
    expect(ownerView.payment.payerDetails.name).toBe('Anna Schmidt');
  });
});
