import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  registerMerchant,
  type SignedIn,
  signIn,
  uniqueEmail,
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

interface Entry {
  id: string;
  action: string;
  actorUserId: string | null;
  actorEmail: string | null;
  targetId: string | null;
  merchantId: string | null;
  merchantName: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

async function audit(query: string): Promise<{ data: Entry[]; has_more: boolean }> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/audit?${query}`,
    headers: { cookie: admin.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('audit log', () => {
  it('shows successful and failed sign-ins and password changes', async () => {
    const sme = await registerMerchant(t.app);
    await signIn(t.app, sme.email, 'Wrong-password-1');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: sme.cookie },
      payload: { currentPassword: sme.password, newPassword: 'Kiz-Kulesi-42' },
    });
    const mine = await audit(`actor=${encodeURIComponent(sme.email)}`);
    const actions = mine.data.map((entry) => entry.action);
    expect(actions).toEqual([
      'auth.password_changed',
      'auth.sign_in_failed',
      'auth.sign_in',
      'merchant.registered',
    ]);
    expect(mine.data[1]?.details).toEqual({ reason: 'invalid_credentials' });
  });

  it('filters by action, actor id, target and merchant', async () => {
    const sme = await registerMerchant(t.app, { companyName: 'Denetim Ltd' });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/${sme.merchantId}/suspend`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Audit test' },
    });
    const suspensions = await audit('action=merchant.suspended');
    expect(suspensions.data.map((e) => e.targetId)).toEqual([sme.merchantId]);
    expect(suspensions.data[0]).toMatchObject({
      actorUserId: admin.userId,
      actorEmail: admin.email,
      merchantName: 'Denetim Ltd',
      details: { reason: 'Audit test' },
    });
    const byActor = await audit(`actor=${admin.userId}&action=merchant.suspended`);
    expect(byActor.data).toHaveLength(1);
    const byTarget = await audit(`target=${sme.userId}`);
    expect(byTarget.data.map((e) => e.action)).toEqual(['auth.sign_in']);

    const trail = await audit(`merchantId=${sme.merchantId}`);
    expect(trail.data.map((e) => e.action)).toEqual([
      'merchant.suspended',
      'auth.sign_in',
      'merchant.registered',
    ]);
    await signIn(t.app, sme.email, sme.password);
    const refused = await audit(`merchantId=${sme.merchantId}&action=auth.sign_in_failed`);
    expect(refused.data[0]?.details).toEqual({ reason: 'account_suspended' });
  });

  it('filters by a time range, from inclusive and to exclusive', async () => {
    const sme = await registerMerchant(t.app);
    const [registered] = (await audit(`merchantId=${sme.merchantId}&action=merchant.registered`)).data;
    const at = registered?.createdAt ?? '';
    const justAfter = new Date(new Date(at).getTime() + 1).toISOString();
    expect(
      (await audit(`merchantId=${sme.merchantId}&action=merchant.registered&from=${at}`)).data,
    ).toHaveLength(1);
    expect(
      (await audit(`merchantId=${sme.merchantId}&action=merchant.registered&from=${justAfter}`)).data,
    ).toHaveLength(0);
    expect(
      (await audit(`merchantId=${sme.merchantId}&action=merchant.registered&to=${at}`)).data,
    ).toHaveLength(0);
    expect(
      (await audit(`merchantId=${sme.merchantId}&action=merchant.registered&to=${justAfter}`)).data,
    ).toHaveLength(1);
  });

  it('pages through the log newest first', async () => {
    for (let i = 0; i < 5; i++) await signIn(t.app, uniqueEmail('nobody'), 'Wrong-password-1');
    const all = (await audit('limit=100')).data.map((e) => e.id);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await audit(`limit=4${cursor ? `&starting_after=${cursor}` : ''}`);
      seen.push(...page.data.map((e) => e.id));
      if (!page.has_more) break;
      cursor = page.data.at(-1)?.id;
    }
    expect(seen).toEqual(all);
    const times = (await audit('limit=100')).data.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages correctly through rows written within the same millisecond', async () => {
    const times = [
      '2020-01-01 10:00:00.123900+00',
      '2020-01-01 10:00:00.123500+00',
      '2020-01-01 10:00:00.123100+00',
    ];
    await t.database.db.insert(auditLogs).values(
      times.map((time, i) => ({
        id: `aud_same_ms_${i}`,
        action: 'test.same_ms',
        createdAt: sql`${time}::timestamptz`,
      })),
    );
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await audit(`action=test.same_ms&limit=1${cursor ? `&starting_after=${cursor}` : ''}`);
      seen.push(...page.data.map((e) => e.id));
      if (!page.has_more) break;
      cursor = page.data.at(-1)?.id;
    }
    expect(seen).toEqual(['aud_same_ms_0', 'aud_same_ms_1', 'aud_same_ms_2']);
  });

  it('refuses a malformed date', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?from=yesterday',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(400);
  });

  it('offers the known actions and any other action found in the log', async () => {
    await t.database.db.insert(auditLogs).values({ id: 'aud_custom_1', action: 'kyc.approved' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/actions',
      headers: { cookie: admin.cookie },
    });
    const actions = response.json().data as string[];
    expect(actions).toContain('auth.sign_in_failed');
    expect(actions).toContain('admin.deactivated');
    expect(actions).toContain('kyc.approved');
    expect([...actions].sort()).toEqual(actions);
  });
});
