import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createLink,
  createVerifiedMerchant,
  latestEmailTo,
  registerMerchant,
  type SignedIn,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { canMoveIdentityChange } from './state-machine.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

const impostor = { companyName: 'PayPal Inc.', taxId: '9876543210', authPersonName: 'Someone Else' };

function putProfile(cookie: string, payload: Record<string, string>) {
  return t.app.inject({ method: 'PUT', url: '/api/merchant/profile', headers: { cookie }, payload });
}
const pending = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/merchant/identity-change', headers: { cookie } })).json()
    .pending;
const checkoutName = async (code: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/public/links/${code}` })).json().merchantName;
const decide = (id: string, action: 'approve' | 'reject', payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/identity-changes/${id}/${action}`,
    headers: { cookie: admin.cookie },
    ...(payload ? { payload } : {}),
  });

describe('a verified identity stays verified', () => {
  it('holds a change of legal name, tax ID or person for review; checkout keeps the verified name', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie);
    const response = await putProfile(sme.cookie, impostor);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      companyName: 'Kapadokya Halı A.Ş.',
      verificationStatus: 'verified',
    });
    expect(await pending(sme.cookie)).toMatchObject({
      status: 'pending',
      requested: impostor,
      current: { companyName: 'Kapadokya Halı A.Ş.' },
    });
    expect(await checkoutName(link.code)).toBe('Kapadokya Halı A.Ş.');
    const [row] = await t.database.db.select().from(merchants).where(eq(merchants.userId, sme.userId));
    expect(row).toMatchObject({ companyName: 'Kapadokya Halı A.Ş.', taxId: '1234567890' });
    expect((await latestEmailTo(t.database.db, sme.email))?.template).toBe('identityChangeRequested');

    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/identity-changes',
      headers: { cookie: admin.cookie },
    });
    const item = queue.json().data.find((change: { merchantId: string }) => change.merchantId === row?.id);
    expect(item.requested).toEqual(impostor);

    expect((await decide(item.id, 'approve')).statusCode).toBe(200);
    expect(await checkoutName(link.code)).toBe('PayPal Inc.');
    expect(await pending(sme.cookie)).toBeNull();
    expect((await latestEmailTo(t.database.db, sme.email))?.template).toBe('identityChangeApproved');
    expect((await decide(item.id, 'approve')).statusCode).toBe(409);
    expect((await decide(item.id, 'reject', { reason: 'late' })).statusCode).toBe(409);

    const audited = await t.database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, row?.id ?? '')));
    expect(audited.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['merchant.identity_change_requested', 'merchant.identity_change_approved']),
    );
  });

  it('keeps the verified identity when the admin rejects, and tells the merchant why', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    await putProfile(sme.cookie, { ...impostor, companyName: 'First try' });
    await putProfile(sme.cookie, impostor);
    const change = await pending(sme.cookie);
    expect(change.requested.companyName).toBe('PayPal Inc.');
    expect((await decide(change.id, 'reject', {})).statusCode).toBe(400);
    expect((await decide(change.id, 'reject', { reason: 'Tax certificate does not match' })).statusCode).toBe(
      200,
    );
    const [row] = await t.database.db.select().from(merchants).where(eq(merchants.userId, sme.userId));
    expect(row?.companyName).toBe('Kapadokya Halı A.Ş.');
    const mail = await latestEmailTo(t.database.db, sme.email);
    expect(mail?.template).toBe('identityChangeRejected');
    expect(mail?.textBody).toContain('Tax certificate does not match');
  });

  it('lets an unverified merchant correct its details at once', async () => {
    const sme = await registerMerchant(t.app);
    const response = await putProfile(sme.cookie, impostor);
    expect(response.json().companyName).toBe('PayPal Inc.');
    expect(await pending(sme.cookie)).toBeNull();
  });

  it('refuses the merchant and other roles on the admin queue', async () => {
    const sme = await registerMerchant(t.app);
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/identity-changes',
      headers: { cookie: sme.cookie },
    });
    expect(queue.statusCode).toBe(403);
  });

  it.each([
    ['pending', 'approved', true],
    ['pending', 'rejected', true],
    ['approved', 'rejected', false],
    ['rejected', 'approved', false],
    ['approved', 'approved', false],
    ['pending', 'pending', false],
    ['pending', 'replaced', true],
    ['replaced', 'approved', false],
    ['replaced', 'rejected', false],
  ] as const)('moves %s to %s: %s', (from, to, allowed) => {
    expect(canMoveIdentityChange(from, to)).toBe(allowed);
  });
});
