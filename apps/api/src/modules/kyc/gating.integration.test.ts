import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createLink, registerMerchant } from '../../../test/factories.ts';
import { submitKyc } from '../../../test/kyc-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function payoutList(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/merchant/payouts', headers: { cookie } });
}

function paymentLinkCalls(cookie: string) {
  return Promise.all([
    t.app.inject({ method: 'GET', url: '/api/merchant/payment-links', headers: { cookie } }),
    t.app.inject({
      method: 'POST',
      url: '/api/merchant/payment-links',
      headers: { cookie },
      payload: { productName: 'Kilim', amount: 10_000, currency: 'USD' },
    }),
    t.app.inject({ method: 'GET', url: '/api/merchant/payment-links/plink_any', headers: { cookie } }),
    t.app.inject({
      method: 'PATCH',
      url: '/api/merchant/payment-links/plink_any',
      headers: { cookie },
      payload: { active: false },
    }),
    payoutList(cookie),
    t.app.inject({
      method: 'POST',
      url: '/api/merchant/payouts',
      headers: { cookie },
      payload: { amount: 1_000, currency: 'USD' },
    }),
    t.app.inject({ method: 'GET', url: '/api/merchant/payouts/destination', headers: { cookie } }),
    t.app.inject({ method: 'GET', url: '/api/merchant/payouts/po_any', headers: { cookie } }),
    t.app.inject({ method: 'POST', url: '/api/merchant/payouts/po_any/cancel', headers: { cookie } }),
  ]);
}

describe('verification gating', () => {
  it('refuses an SME payment links and payouts until its KYC is approved, then lets it through', async () => {
    const sme = await registerMerchant(t.app);
    const admin = await createAdmin(t.app, t.database.db);

    for (const response of await paymentLinkCalls(sme.cookie)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('kyc_required');
    }

    const submitted = await submitKyc(t.app, sme.cookie);
    for (const response of await paymentLinkCalls(sme.cookie)) {
      expect(response.json().error.code).toBe('kyc_required');
    }

    const id = submitted.json().submission.id;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/submissions/${id}/approve`,
      headers: { cookie: admin.cookie },
    });
    expect(approved.statusCode).toBe(200);
    const payouts = await payoutList(sme.cookie);
    expect(payouts.statusCode).toBe(200);
    expect(payouts.json()).toEqual({ data: [], has_more: false });
    const link = await createLink(t.app, sme.cookie);
    expect(link.id).toMatch(/^plink_/);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/payment-links',
      headers: { cookie: sme.cookie },
    });
    expect(list.statusCode).toBe(200);
  });

  it('keeps a rejected SME out and admins out', async () => {
    const sme = await registerMerchant(t.app);
    const admin = await createAdmin(t.app, t.database.db);
    const id = (await submitKyc(t.app, sme.cookie)).json().submission.id;
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/submissions/${id}/reject`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Insufficient documentation' },
    });
    for (const response of await paymentLinkCalls(sme.cookie)) {
      expect(response.json().error.code).toBe('kyc_required');
    }
    const asAdmin = await payoutList(admin.cookie);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().error.code).toBe('forbidden');
    expect((await t.app.inject({ method: 'GET', url: '/api/merchant/payouts' })).statusCode).toBe(401);
  });
});
