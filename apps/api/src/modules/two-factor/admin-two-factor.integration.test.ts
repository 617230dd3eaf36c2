import { totpAt } from '@kopru/domain/totp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../../test/cookie-jar.ts';
import { createAdmin } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { resetAdminTwoFactor } from '../auth/admin-accounts.ts';

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

  it('lets an admin who lost its authenticator in again after a command-line reset, audited', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const jar = new CookieJar();
    jar.take(await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: admin }));
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/setup',
      headers: { cookie: jar.header() },
      payload: { password: admin.password },
    });
    jar.take(setup);
    jar.take(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/confirm',
        headers: { cookie: jar.header() },
        payload: { code: totpAt(setup.json().secret, Date.now()) },
      }),
    );
    const before = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: admin });
    expect(before.json()).toEqual({ twoFactorRequired: true });

    await resetAdminTwoFactor(t.database.db, { email: admin.email.toUpperCase() });

    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: jar.header() },
    });
    expect(old.statusCode).toBe(401);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: admin });
    expect(signIn.json().user).toMatchObject({ twoFactorEnabled: false, twoFactorSetupRequired: true });
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'admin.two_factor_reset_from_cli'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ targetType: 'user', actorEmail: admin.email });
  });

  it('refuses to reset the two-factor sign-in of an address that is not an admin', async () => {
    await expect(resetAdminTwoFactor(t.database.db, { email: 'nobody@example.com' })).rejects.toThrow(
      'nobody@example.com is not an admin of this platform',
    );
  });
});
