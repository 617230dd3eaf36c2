import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  latestEmailTo,
  registerMerchant,
  type SignedIn,
  setMerchantState,
  signIn,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

function asAdmin(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });
}

async function merchantIdsFor(query: string): Promise<string[]> {
  const response = await asAdmin('GET', `/api/admin/merchants?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((m: { id: string }) => m.id);
}

async function auditRows(merchantId: string, action: string) {
  return t.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.merchantId, merchantId), eq(auditLogs.action, action)));
}

function idOf(merchant: SignedIn): string {
  if (!merchant.merchantId) throw new Error('not a merchant');
  return merchant.merchantId;
}

describe('merchant list', () => {
  let istanbul: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    istanbul = await registerMerchant(t.app, {
      companyName: 'İSTANBUL ŞEKER Ticaret',
      taxId: '4455667788',
      email: 'owner@istanbul-seker.example',
    });
    other = await registerMerchant(t.app, { companyName: 'Ankara Makina', taxId: '99887766554' });
  });

  it('finds a merchant by company name ignoring case and Turkish letter forms', async () => {
    for (const q of ['istanbul şeker', 'İstanbul', 'ISTANBUL SEKER', 'şeker tic', 'seker']) {
      expect(await merchantIdsFor(`q=${encodeURIComponent(q)}`), q).toEqual([idOf(istanbul)]);
    }
  });

  it('finds a merchant by part of its e-mail or tax ID', async () => {
    expect(await merchantIdsFor('q=OWNER%40istanbul')).toEqual([idOf(istanbul)]);
    expect(await merchantIdsFor('q=5566778')).toEqual([idOf(istanbul)]);
    expect(await merchantIdsFor('q=99887766554')).toEqual([idOf(other)]);
  });

  it('treats LIKE wildcards in the search as plain characters', async () => {
    expect(await merchantIdsFor('q=%25')).toEqual([]);
    expect(await merchantIdsFor('q=_')).toEqual([]);
  });

  it('filters by the derived status', async () => {
    const states = {
      unverified: await registerMerchant(t.app),
      pending: await registerMerchant(t.app),
      verified: await registerMerchant(t.app),
      rejected: await registerMerchant(t.app),
      suspended: await registerMerchant(t.app),
      suspendedVerified: await registerMerchant(t.app),
    };
    await setMerchantState(t.database.db, idOf(states.pending), { kycStatus: 'pending' });
    await setMerchantState(t.database.db, idOf(states.verified), {
      kycStatus: 'approved',
      verificationStatus: 'verified',
    });
    await setMerchantState(t.database.db, idOf(states.rejected), { kycStatus: 'rejected' });
    await setMerchantState(t.database.db, idOf(states.suspended), { suspendedAt: new Date() });
    await setMerchantState(t.database.db, idOf(states.suspendedVerified), {
      verificationStatus: 'verified',
      kycStatus: 'approved',
      suspendedAt: new Date(),
    });
    const ids = (status: string) => merchantIdsFor(`status=${status}&limit=100`);
    expect(await ids('pending')).toEqual([idOf(states.pending)]);
    expect(await ids('verified')).toEqual([idOf(states.verified)]);
    expect(await ids('rejected')).toEqual([idOf(states.rejected)]);
    expect(await ids('suspended')).toEqual([idOf(states.suspendedVerified), idOf(states.suspended)]);
    const unverified = await ids('unverified');
    expect(unverified).toContain(idOf(states.unverified));
    expect(unverified).toContain(idOf(istanbul));
    for (const key of ['pending', 'verified', 'rejected', 'suspended', 'suspendedVerified'] as const) {
      expect(unverified).not.toContain(idOf(states[key]));
    }
    const listed = await asAdmin(
      'GET',
      `/api/admin/merchants?q=${encodeURIComponent(states.rejected.email)}`,
    );
    expect(listed.json().data[0]).toMatchObject({ status: 'rejected', kycStatus: 'rejected' });
  });

  it('combines search and status filter', async () => {
    expect(await merchantIdsFor('q=istanbul&status=suspended')).toEqual([]);
    expect(await merchantIdsFor('q=istanbul&status=unverified')).toEqual([idOf(istanbul)]);
  });

  it('pages newest first without repeating or skipping anyone', async () => {
    const all = await merchantIdsFor('limit=100');
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const response = await asAdmin(
        'GET',
        `/api/admin/merchants?limit=3${cursor ? `&starting_after=${cursor}` : ''}`,
      );
      const page = response.json() as { data: { id: string }[]; has_more: boolean };
      seen.push(...page.data.map((m) => m.id));
      if (!page.has_more) break;
      cursor = page.data.at(-1)?.id;
    }
    expect(seen).toEqual(all);
    expect(all.length).toBeGreaterThan(3);
    expect(all[0]).not.toBe(idOf(istanbul));
  });

  it('answers 404 for an unknown cursor', async () => {
    const response = await asAdmin('GET', '/api/admin/merchants?starting_after=mer_unknown');
    expect(response.statusCode).toBe(404);
  });
});

describe('merchant detail and edit', () => {
  it('shows the profile, the user and counts', async () => {
    const sme = await registerMerchant(t.app, { companyName: 'Detay Ltd', locale: 'tr' });
    const response = await asAdmin('GET', `/api/admin/merchants/${sme.merchantId}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.merchant).toMatchObject({
      id: sme.merchantId,
      companyName: 'Detay Ltd',
      status: 'unverified',
    });
    expect(detail.user).toMatchObject({ id: sme.userId, email: sme.email, status: 'active', locale: 'tr' });
    expect(detail.user.lastSignInAt).not.toBeNull();
    expect(detail.counts.activeSessions).toBe(1);
    expect(detail.counts.auditEntries).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 for an unknown merchant', async () => {
    expect((await asAdmin('GET', '/api/admin/merchants/mer_nope')).statusCode).toBe(404);
    expect((await asAdmin('PATCH', '/api/admin/merchants/mer_nope', { companyName: 'X' })).statusCode).toBe(
      404,
    );
  });

  it('edits company name, tax ID and authorised person and audits before and after', async () => {
    const sme = await registerMerchant(t.app, { companyName: 'Eski Ad Ltd', taxId: '1111111111' });
    const response = await asAdmin('PATCH', `/api/admin/merchants/${sme.merchantId}`, {
      companyName: 'Yeni Ad Ltd',
      taxId: '1111111111',
      authPersonName: 'Çağla Öztürk',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ companyName: 'Yeni Ad Ltd', authPersonName: 'Çağla Öztürk' });
    const [row] = await auditRows(idOf(sme), 'merchant.updated');
    expect(row).toMatchObject({
      actorUserId: admin.userId,
      actorEmail: admin.email,
      targetId: sme.merchantId,
    });
    expect(row?.details).toEqual({
      before: { companyName: 'Eski Ad Ltd', authPersonName: 'Zeynep Kaya' },
      after: { companyName: 'Yeni Ad Ltd', authPersonName: 'Çağla Öztürk' },
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: sme.cookie },
    });
    expect(session.json().merchant.companyName).toBe('Yeni Ad Ltd');
  });

  it('writes no audit row when nothing changes', async () => {
    const sme = await registerMerchant(t.app);
    const response = await asAdmin('PATCH', `/api/admin/merchants/${sme.merchantId}`, {
      taxId: '1234567890',
    });
    expect(response.statusCode).toBe(200);
    expect(await auditRows(idOf(sme), 'merchant.updated')).toHaveLength(0);
  });

  it('refuses an invalid tax ID or an empty company name', async () => {
    const sme = await registerMerchant(t.app);
    const bad = await asAdmin('PATCH', `/api/admin/merchants/${sme.merchantId}`, {
      taxId: '12ab',
      companyName: ' ',
    });
    expect(bad.statusCode).toBe(400);
    const issues = bad.json().error.details.issues;
    expect(issues).toContainEqual({ path: 'taxId', message: 'validation.taxId' });
    expect(issues).toContainEqual({ path: 'companyName', message: 'validation.required' });
  });
});

describe('suspension', () => {
  it('ends the sessions, refuses sign-in, audits and e-mails the merchant in its language', async () => {
    const sme = await registerMerchant(t.app, { companyName: 'Askı Ltd', locale: 'tr' });
    const suspended = await asAdmin('POST', `/api/admin/merchants/${sme.merchantId}/suspend`, {
      reason: 'Şüpheli işlemler',
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      status: 'suspended',
      suspended: true,
      suspensionReason: 'Şüpheli işlemler',
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: sme.cookie },
    });
    expect(session.statusCode).toBe(401);
    const again = await signIn(t.app, sme.email, sme.password);
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('account_suspended');

    const [row] = await auditRows(idOf(sme), 'merchant.suspended');
    expect(row).toMatchObject({ actorUserId: admin.userId, details: { reason: 'Şüpheli işlemler' } });
    const mail = await latestEmailTo(t.database.db, sme.email, 'merchantSuspended');
    expect(mail?.subject).toBe('Köprü hesabınız askıya alındı');
    expect(mail?.textBody).toContain('Gerekçe: Şüpheli işlemler');

    const detail = await asAdmin('GET', `/api/admin/merchants/${sme.merchantId}`);
    expect(detail.json().counts.activeSessions).toBe(0);
  });

  it('requires a reason and refuses to suspend twice', async () => {
    const sme = await registerMerchant(t.app);
    const noReason = await asAdmin('POST', `/api/admin/merchants/${sme.merchantId}/suspend`, {
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details.issues).toContainEqual({
      path: 'reason',
      message: 'validation.required',
    });
    await asAdmin('POST', `/api/admin/merchants/${sme.merchantId}/suspend`, { reason: 'Fraud' });
    const twice = await asAdmin('POST', `/api/admin/merchants/${sme.merchantId}/suspend`, {
      reason: 'Fraud',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('conflict');
    expect(await auditRows(idOf(sme), 'merchant.suspended')).toHaveLength(1);
  });

  it('unsuspending restores sign-in, keeps the old reason in the audit and tells the merchant', async () => {
    const sme = await registerMerchant(t.app);
    await asAdmin('POST', `/api/admin/merchants/${sme.merchantId}/suspend`, { reason: 'Documents expired' });
    const lifted = await asAdmin('POST', `/api/admin/merchants/${sme.merchantId}/unsuspend`, {
      reason: 'New documents received',
    });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toMatchObject({ status: 'unverified', suspended: false, suspensionReason: null });
    expect((await signIn(t.app, sme.email, sme.password)).statusCode).toBe(200);
    const [row] = await auditRows(idOf(sme), 'merchant.unsuspended');
    expect(row?.details).toMatchObject({
      reason: 'New documents received',
      suspensionReason: 'Documents expired',
    });
    expect(await latestEmailTo(t.database.db, sme.email, 'merchantUnsuspended')).toBeDefined();
    const twice = await asAdmin('POST', `/api/admin/merchants/${sme.merchantId}/unsuspend`, {});
    expect(twice.statusCode).toBe(409);
  });

  it('accepts an unsuspension without a body', async () => {
    const sme = await registerMerchant(t.app);
    await asAdmin('POST', `/api/admin/merchants/${sme.merchantId}/suspend`, { reason: 'Check' });
    const lifted = await asAdmin('POST', `/api/admin/merchants/${sme.merchantId}/unsuspend`);
    expect(lifted.statusCode, lifted.body).toBe(200);
  });
});
