import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, registerMerchant, type SignedIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let sme: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  sme = await registerMerchant(t.app);
  admin = await createAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH';
function adminEndpoints(): [Method, string, Record<string, unknown> | undefined][] {
  const merchantId = sme.merchantId ?? '';
  return [
    ['GET', '/api/admin/overview', undefined],
    ['GET', '/api/admin/emails', undefined],
    ['GET', '/api/admin/merchants', undefined],
    ['GET', `/api/admin/merchants/${merchantId}`, undefined],
    ['PATCH', `/api/admin/merchants/${merchantId}`, { companyName: 'Hijacked Ltd' }],
    ['POST', `/api/admin/merchants/${merchantId}/suspend`, { reason: 'no' }],
    ['POST', `/api/admin/merchants/${merchantId}/unsuspend`, { reason: 'no' }],
    ['GET', '/api/admin/users', undefined],
    ['POST', '/api/admin/users/invitations', { email: 'intruder@example.com' }],
    ['POST', `/api/admin/users/${admin.userId}/deactivate`, undefined],
    ['POST', `/api/admin/users/${admin.userId}/reactivate`, undefined],
    ['GET', '/api/admin/audit', undefined],
    ['GET', '/api/admin/audit/actions', undefined],
    ['GET', '/api/admin/payments', undefined],
    ['GET', `/api/admin/merchants/${merchantId}/finances`, undefined],
    ['GET', '/api/admin/margins', undefined],
    ['GET', '/api/admin/margins?only=negative', undefined],
    ['GET', '/api/admin/margins/months', undefined],
  ];
}

describe('admin endpoints', () => {
  it('refuse anonymous callers with 401 and SMEs with 403, and change nothing', async () => {
    for (const [method, url, payload] of adminEndpoints()) {
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      expect(anonymous.json().error.code).toBe('unauthenticated');
      const asSme = await t.app.inject({
        method,
        url,
        headers: { cookie: sme.cookie },
        ...(payload ? { payload } : {}),
      });
      expect(asSme.statusCode, `${method} ${url} as SME`).toBe(403);
      expect(asSme.json().error.code).toBe('forbidden');
    }
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/merchants/${sme.merchantId}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.json().merchant).toMatchObject({ companyName: 'Kapadokya Halı A.Ş.', suspended: false });
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?q=intruder',
      headers: { cookie: admin.cookie },
    });
    expect(users.json().data).toEqual([]);
  });

  it('answer an admin', async () => {
    for (const [method, url] of adminEndpoints().filter(([method]) => method === 'GET')) {
      const response = await t.app.inject({ method, url, headers: { cookie: admin.cookie } });
      expect(response.statusCode, `${method} ${url}`).toBe(200);
    }
  });

  it('tells the operator on the overview whether e-mail leaves the server', async () => {
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: { cookie: admin.cookie },
    });
    // The test app has no SMTP_URL outside production: e-mails are kept in the outbox.
    expect(overview.json().emailDelivery).toBe('kept');
    // Two-factor is another test's concern: this admin may read the overview without it.
    const production = await createTestApp({
      env: { NODE_ENV: 'production', REQUIRE_ADMIN_TWO_FACTOR: 'false' },
    });
    try {
      const admin = await createAdmin(production.app, production.database.db);
      const answer = await production.app.inject({
        method: 'GET',
        url: '/api/admin/overview',
        headers: { cookie: admin.cookie },
      });
      expect(answer.json().emailDelivery).toBe('not_leaving');
    } finally {
      await production.close();
    }
  });
});
