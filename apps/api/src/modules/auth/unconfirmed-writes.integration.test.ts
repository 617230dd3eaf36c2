import { endpoints } from '@kopru/domain/contracts/index';
import { catalogs } from '@kopru/i18n/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMerchant, type SignedIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { merchantDomains } from '../../db/schema/merchant-domains.ts';
import { merchantNotificationSettings } from '../../db/schema/merchant-notification-settings.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { users } from '../../db/schema/users.ts';

/** Every change the merchant console offers: a contract with a permission and a method that writes. */
const consoleWrites = endpoints.filter(
  (e) => e.permission && e.method !== 'GET' && !e.path.startsWith('/v1/'),
);
const sample = (path: string) => path.replace(/:\w+/g, 'x1y2z3');

let t: TestApp;
let sme: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  sme = await registerMerchant(t.app, { companyName: 'Onaysız Ltd.' }, { confirmed: false });
});
afterAll(async () => {
  await t.close();
});

function send(method: string, url: string, payload?: object) {
  return t.app.inject({
    method: method as 'POST',
    url,
    headers: { cookie: sme.cookie },
    ...(payload ? { payload } : method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('an unconfirmed account changes nothing through the console', () => {
  it('is refused every console write the app registers, with the translated email_unconfirmed', async () => {
    const registered = new Set(t.app.routeTable.flatMap((r) => (r.contract ? [r.contract] : [])));
    const walked = consoleWrites.filter((e) => registered.has(e));
    expect(walked).toHaveLength(consoleWrites.length);
    expect(walked.map((e) => e.path)).toEqual(
      expect.arrayContaining([
        '/api/merchant/profile',
        '/api/merchant/domains',
        '/api/merchant/notification-settings',
      ]),
    );
    for (const e of walked) {
      const answer = await send(e.method, sample(e.path));
      expect([e.method, e.path, answer.statusCode, answer.json().error?.code]).toEqual([
        e.method,
        e.path,
        403,
        'email_unconfirmed',
      ]);
    }
    expect(catalogs.tr.errors.email_unconfirmed).toMatch(/e-posta adresinizi onaylayın/);
  });

  it('keeps the profile, domains and e-mail settings as they were, then allows them once confirmed', async () => {
    const profile = { companyName: 'Başka Ad Ltd.', taxId: '9876543210', authPersonName: 'Ali Veli' };
    const domain = { domain: 'onaysiz.example.com' };
    expect((await send('PUT', '/api/merchant/profile', profile)).statusCode).toBe(403);
    expect((await send('POST', '/api/merchant/domains', domain)).statusCode).toBe(403);
    expect((await send('PUT', '/api/merchant/notification-settings', { paidEmails: 'off' })).statusCode).toBe(
      403,
    );
    const merchantId = sme.merchantId ?? '';
    const [merchant] = await t.database.db.select().from(merchants).where(eq(merchants.id, merchantId));
    expect(merchant?.companyName).toBe('Onaysız Ltd.');
    expect(
      await t.database.db.select().from(merchantDomains).where(eq(merchantDomains.merchantId, merchantId)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(merchantNotificationSettings)
        .where(eq(merchantNotificationSettings.merchantId, merchantId)),
    ).toEqual([]);

    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, sme.userId));
    expect((await send('PUT', '/api/merchant/profile', profile)).statusCode).toBe(200);
    expect((await send('POST', '/api/merchant/domains', domain)).statusCode).toBe(201);
    expect((await send('PUT', '/api/merchant/notification-settings', { paidEmails: 'off' })).statusCode).toBe(
      200,
    );
  });

  it('still manages its own account: sessions, password, the link again', async () => {
    const other = await registerMerchant(t.app, {}, { confirmed: false });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/confirm-email/resend',
          headers: { cookie: other.cookie },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/sessions/end-others',
          headers: { cookie: other.cookie },
        })
      ).statusCode,
    ).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: other.cookie },
      payload: { currentPassword: other.password, newPassword: 'Kapadokya-Balon-2027' },
    });
    expect(changed.statusCode).toBe(200);
  });
});
