import { totpAt } from '@kopru/domain/totp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../../test/cookie-jar.ts';
import { createVerifiedMerchant, defaultPassword, registerMerchant } from '../../../test/factories.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertMember } from '../members/repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (jar: CookieJar, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: jar.header() }, ...(payload ? { payload } : {}) });

describe('turning two-factor on or off replaces the session', () => {
  it('and the new session stays in the merchant the member had switched to', async () => {
    const first = await createVerifiedMerchant(t.app, t.database.db);
    const member = await addMember(t.app, t.database.db, first.merchantId ?? '', 'finance');
    const second = await registerMerchant(t.app);
    const secondId = second.merchantId ?? '';
    await insertMember(t.database.db, { merchantId: secondId, userId: member.userId, role: 'viewer' });

    const jar = new CookieJar();
    jar.take(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: member.email, password: defaultPassword },
      }),
    );
    expect((await send(jar, 'GET', '/api/auth/session')).json().merchant.id).toBe(first.merchantId);
    const switched = await send(jar, 'POST', '/api/auth/session/merchant', { merchantId: secondId });
    expect(switched.json().merchant.id).toBe(secondId);

    const setup = await send(jar, 'POST', '/api/auth/two-factor/setup', { password: defaultPassword });
    jar.take(setup);
    const oldCookie = jar.header();
    const confirm = await send(jar, 'POST', '/api/auth/two-factor/confirm', {
      code: totpAt(setup.json().secret, Date.now()),
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ user: { twoFactorEnabled: true }, merchant: { id: secondId } });
    jar.take(confirm);
    expect(jar.header()).not.toBe(oldCookie);
    expect((await send(jar, 'GET', '/api/auth/session')).json()).toMatchObject({
      user: { twoFactorEnabled: true },
      merchant: { id: secondId },
      memberRole: 'viewer',
    });

    const off = await send(jar, 'POST', '/api/auth/two-factor/disable', { password: defaultPassword });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ user: { twoFactorEnabled: false }, merchant: { id: secondId } });
    jar.take(off);
    expect((await send(jar, 'GET', '/api/auth/session')).json().merchant.id).toBe(secondId);
  });
});
