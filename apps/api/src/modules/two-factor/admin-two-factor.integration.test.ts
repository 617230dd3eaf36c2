import { totpAt } from '@kopru/domain/totp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../../test/cookie-jar.ts';
import { createAdmin } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { REQUIRE_ADMIN_TWO_FACTOR: 'true' } });
});
afterAll(async () => {
  await t.close();
});

describe('REQUIRE_ADMIN_TWO_FACTOR', () => {
  it('opens only the two-factor setup to an admin without it, then everything', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const jar = new CookieJar();
    jar.take(await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: admin }));
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: jar.header() } });
    const post = async (url: string, payload: object) =>
      jar.take(await t.app.inject({ method: 'POST', url, headers: { cookie: jar.header() }, payload }));

    const refused = await get('/api/admin/users');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('two_factor_setup_required');
    const session = await get('/api/auth/session');
    expect(session.json().user).toMatchObject({ twoFactorEnabled: false, twoFactorSetupRequired: true });

    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      headers: { cookie: jar.header() },
      payload: { password: admin.password },
    });
    jar.take(setup);
    await post('/api/auth/two-factor/confirm', { code: totpAt(setup.json().secret, Date.now()) });

    expect((await get('/api/admin/users')).statusCode).toBe(200);
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/disable',
      headers: { cookie: jar.header() },
      payload: { password: admin.password },
    });
    expect(off.statusCode).toBe(403);
    expect(off.json().error.code).toBe('two_factor_required_for_admins');
  });
});
