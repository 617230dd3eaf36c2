import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, registerMerchant } from '../../../test/factories.ts';
import { fixtures, submitKyc } from '../../../test/kyc-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('KYC documents of the merchant', () => {
  it('serves the merchant its own document and answers 404 to another merchant', async () => {
    const owner = await registerMerchant(t.app);
    const other = await registerMerchant(t.app);
    const submitted = await submitKyc(t.app, owner.cookie);
    const documentId = submitted.json().submission.documents[0].id;

    const own = await t.app.inject({
      method: 'GET',
      url: `/api/kyc/documents/${documentId}`,
      headers: { cookie: owner.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(fixtures.pdf.bytes)).toBe(true);

    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/kyc/documents/${documentId}`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not_found');
  });

  it('keeps the KYC endpoints to signed-in SMEs', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/kyc' })).statusCode).toBe(401);
    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/kyc', headers: { cookie: admin.cookie } });
    expect(asAdmin.statusCode).toBe(403);
    expect((await submitKyc(t.app, admin.cookie)).statusCode).toBe(403);
  });
});
