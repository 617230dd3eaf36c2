import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createApiKey, latestEmailTo, registerMerchant } from '../../../test/factories.ts';
import { submitKyc } from '../../../test/kyc-helpers.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a merchant's e-mails", () => {
  it('reach every owner, each in its own language, and no other member', async () => {
    const registrant = await registerMerchant(t.app);
    const merchantId = registrant.merchantId ?? '';
    const coOwner = await addMember(t.app, t.database.db, merchantId, 'owner');
    await t.database.db.update(users).set({ locale: 'tr' }).where(eq(users.id, coOwner.userId));
    const finance = await addMember(t.app, t.database.db, merchantId, 'finance');
    const admin = await createAdmin(t.app, t.database.db);

    const submitted = await submitKyc(t.app, registrant.cookie);
    expect(submitted.statusCode).toBe(201);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/submissions/${submitted.json().submission.id}/approve`,
      headers: { cookie: admin.cookie },
    });
    expect(approved.statusCode).toBe(200);
    expect((await latestEmailTo(t.database.db, registrant.email, 'kycApproved'))?.subject).toBe(
      'Your business is verified on Köprü',
    );
    expect((await latestEmailTo(t.database.db, coOwner.email, 'kycApproved'))?.subject).toBe(
      'İşletmeniz Köprü’de doğrulandı',
    );
    expect(await latestEmailTo(t.database.db, finance.email, 'kycApproved')).toBeUndefined();

    await createApiKey(t.app, registrant.cookie, 'Web shop');
    expect((await latestEmailTo(t.database.db, coOwner.email, 'apiKeyCreated'))?.subject).toBe(
      'Yeni bir API anahtarı oluşturuldu: Web shop',
    );
    expect(await latestEmailTo(t.database.db, registrant.email, 'apiKeyCreated')).toBeDefined();
    expect(await latestEmailTo(t.database.db, finance.email, 'apiKeyCreated')).toBeUndefined();

    const suspended = await t.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/${merchantId}/suspend`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Checks' },
    });
    expect(suspended.statusCode).toBe(200);
    for (const owner of [registrant, coOwner])
      expect(await latestEmailTo(t.database.db, owner.email, 'merchantSuspended')).toBeDefined();
    expect(await latestEmailTo(t.database.db, finance.email, 'merchantSuspended')).toBeUndefined();
  });
});
