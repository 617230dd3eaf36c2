import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  createAdmin,
  defaultPassword,
  registerMerchant,
  registrationBody,
  signIn,
  uniqueEmail,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { emails } from '../../db/schema/emails.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { users } from '../../db/schema/users.ts';
import { verifications } from '../../db/schema/verifications.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function issuesOf(body: { error: { details?: { issues?: { path: string; message: string }[] } } }) {
  return body.error.details?.issues ?? [];
}

async function latestEmailTo(address: string) {
  const [row] = await t.database.db
    .select()
    .from(emails)
    .where(eq(emails.toAddress, address))
    .orderBy(sql`${emails.createdAt} desc`)
    .limit(1);
  return row;
}

function resetTokenFrom(text: string): string {
  const match = /reset-password\?token=([^\s"&]+)/.exec(text);
  if (!match?.[1]) throw new Error('no reset link in e-mail');
  return decodeURIComponent(match[1]);
}

describe('registration', () => {
  it('creates the user and merchant unconfirmed, signs nobody in and e-mails the confirmation link', async () => {
    const body = registrationBody({ locale: 'tr' });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['set-cookie']).toBeUndefined();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(user).toMatchObject({ role: 'sme', emailVerified: false, locale: 'tr' });
    const [merchant] = await t.database.db
      .select()
      .from(merchants)
      .where(eq(merchants.userId, user?.id ?? ''));
    expect(merchant).toMatchObject({
      companyName: body.companyName,
      taxId: body.taxId,
      authPersonName: body.authPersonName,
      verificationStatus: 'unverified',
    });
    expect(merchant?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(merchant?.privacyAcceptedAt).toBeInstanceOf(Date);
    const mail = await latestEmailTo(body.email);
    expect(mail?.template).toBe('confirmEmail');
    expect(mail?.subject).toBe('Köprü için e-posta adresinizi onaylayın');
    expect(mail?.textBody).toContain('/confirm-email?token=');

    // The password signs in, unconfirmed: the session says so.
    const signedIn = await signIn(t.app, body.email, body.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email: body.email, emailConfirmed: false });
    expect(String(signedIn.headers['set-cookie'])).toMatch(/HttpOnly/i);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: cookieFrom(signedIn) },
    });
    expect(me.json().merchant).toMatchObject({ kycStatus: 'not_submitted' });
  });

  it.each([
    ['email', { email: '' }, 'validation.fillRequired'],
    ['password', { password: '' }, 'validation.fillRequired'],
    ['companyName', { companyName: '   ' }, 'validation.fillRequired'],
    ['taxId', { taxId: '' }, 'validation.fillRequired'],
    ['authPersonName', { authPersonName: '' }, 'validation.fillRequired'],
    ['acceptTerms', { acceptTerms: false }, 'validation.acceptTerms'],
    ['acceptPrivacy', { acceptPrivacy: false }, 'validation.acceptTerms'],
    ['password', { password: 'abc12' }, 'validation.passwordMin'],
    ['password', { password: 'password123' }, 'validation.passwordCommon'],
    ['email', { email: 'not-an-email' }, 'validation.email'],
    ['taxId', { taxId: '12-34' }, 'validation.taxId'],
  ])('refuses a bad %s with %s', async (path, overrides, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect(issuesOf(response.json())).toContainEqual({ path, message });
  });

  it('leaves no user behind when the merchant cannot be created', async () => {
    await t.database.db.execute(sql`
      create or replace function refuse_merchant() returns trigger language plpgsql as $$
      begin
        if new.company_name = 'Refused Ltd' then raise exception 'merchant refused'; end if;
        return new;
      end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_merchant before insert on merchants for each row execute function refuse_merchant()`,
    );
    try {
      const email = uniqueEmail();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registrationBody({ email, companyName: 'Refused Ltd' }),
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().error.code).toBe('profile_creation_failed');
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      expect(await latestEmailTo(email)).toBeUndefined();
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_merchant on merchants`);
    }
  });
});

describe('sign-in', () => {
  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const sme = await registerMerchant(t.app);
    const wrong = await signIn(t.app, sme.email, 'Wrong-password-1');
    const unknown = await signIn(t.app, uniqueEmail(), 'Wrong-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('invalid_credentials');
    expect(unknown.json().error.code).toBe('invalid_credentials');
    expect(wrong.json().error.message).toBe(unknown.json().error.message);
  });

  it('signs in with the right password and records the time', async () => {
    const sme = await registerMerchant(t.app);
    const response = await signIn(t.app, sme.email, sme.password);
    expect(response.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, sme.userId));
    expect(user?.lastSignInAt).toBeInstanceOf(Date);
  });

  it('requires both e-mail and password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: '', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response.json())).toContainEqual({
      path: 'email',
      message: 'validation.credentialsRequired',
    });
  });

  it('refuses a suspended merchant and ends its existing sessions', async () => {
    const sme = await registerMerchant(t.app);
    await t.database.db
      .update(merchants)
      .set({ suspendedAt: new Date(), suspensionReason: 'test' })
      .where(eq(merchants.userId, sme.userId));
    const response = await signIn(t.app, sme.email, sme.password);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('account_suspended');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: sme.cookie },
    });
    expect(me.statusCode).toBe(401);
  });

  it('signs out: the cookie no longer works', async () => {
    const sme = await registerMerchant(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: sme.cookie },
    });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: sme.cookie },
    });
    expect(me.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    expect(response.statusCode).toBe(200);
    expect(await latestEmailTo(email)).toBeUndefined();
  });

  it('resets the password once through the e-mailed link and signs out other sessions', async () => {
    const sme = await registerMerchant(t.app, { locale: 'tr' });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: sme.email } });
    const mail = await latestEmailTo(sme.email);
    expect(mail?.template).toBe('resetPassword');
    expect(mail?.subject).toBe('Köprü şifrenizi sıfırlayın');
    expect(mail?.status).toBe('stored');
    const token = resetTokenFrom(mail?.textBody ?? '');
    expect(mail?.textBody).toContain('http://localhost:3000/reset-password?token=');

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Galata-Tower-99' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, sme.email, sme.password)).statusCode).toBe(401);
    expect((await signIn(t.app, sme.email, 'Galata-Tower-99')).statusCode).toBe(200);
    const oldSession = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: sme.cookie },
    });
    expect(oldSession.statusCode).toBe(401);

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Another-Pass-77' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('invalid_reset_link');
  });

  it('refuses an expired link', async () => {
    const sme = await registerMerchant(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: sme.email } });
    const token = resetTokenFrom((await latestEmailTo(sme.email))?.textBody ?? '');
    await t.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Galata-Tower-99' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_reset_link');
  });

  it('refuses a missing token with the invalid-link message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: '', newPassword: 'Galata-Tower-99' },
    });
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response.json())).toContainEqual({
      path: 'token',
      message: 'validation.invalidResetLink',
    });
  });
});

describe('change password', () => {
  it('refuses a wrong current password', async () => {
    const sme = await registerMerchant(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: sme.cookie },
      payload: { currentPassword: 'not-it-at-all', newPassword: 'Kiz-Kulesi-42' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('current_password_invalid');
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const sme = await registerMerchant(t.app);
    const other = cookieFrom(await signIn(t.app, sme.email, sme.password));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: sme.cookie },
      payload: { currentPassword: sme.password, newPassword: 'Kiz-Kulesi-42' },
    });
    expect(response.statusCode).toBe(200);
    const current = cookieFrom(response) || sme.cookie;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: current } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: other } }))
        .statusCode,
    ).toBe(401);
    expect((await latestEmailTo(sme.email))?.template).toBe('passwordChanged');
    expect((await signIn(t.app, sme.email, 'Kiz-Kulesi-42')).statusCode).toBe(200);
  });
});

describe('profile', () => {
  it('saves company name, tax ID and authorised person', async () => {
    const sme = await registerMerchant(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/profile',
      headers: { cookie: sme.cookie },
      payload: { companyName: 'Yeni Şirket', taxId: '11111111111', authPersonName: 'Ali Veli' },
    });
    expect(response.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/profile',
      headers: { cookie: sme.cookie },
    });
    expect(again.json()).toMatchObject({
      companyName: 'Yeni Şirket',
      taxId: '11111111111',
      authPersonName: 'Ali Veli',
      email: sme.email,
    });
  });

  it('refuses an empty company name and leaves the profile unchanged', async () => {
    const sme = await registerMerchant(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/merchant/profile',
      headers: { cookie: sme.cookie },
      payload: { companyName: '', taxId: '1234567890', authPersonName: 'Ali Veli' },
    });
    expect(response.statusCode).toBe(400);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/profile',
      headers: { cookie: sme.cookie },
    });
    expect(again.json().companyName).toBe('Kapadokya Halı A.Ş.');
  });
});

describe('roles', () => {
  it('answers 401 to anonymous requests', async () => {
    for (const url of ['/api/auth/session', '/api/merchant/profile', '/api/admin/overview']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    }
  });

  it('answers 403 to an SME on an admin route and 200 to an admin', async () => {
    const sme = await registerMerchant(t.app);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: { cookie: sme.cookie },
    });
    expect(forbidden.statusCode).toBe(403);
    const adminUser = await createAdmin(t.app, t.database.db);
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: { cookie: adminUser.cookie },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().totalMerchants).toBeGreaterThan(0);
  });

  it('answers 403 to an admin on an SME route', async () => {
    const adminUser = await createAdmin(t.app, t.database.db);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/merchant/profile',
      headers: { cookie: adminUser.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('request protection', () => {
  it('refuses a write from a foreign origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@b.co', password: defaultPassword },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers unknown API paths with the error envelope and a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: 'not_found',
      requestId: response.headers['x-request-id'],
    });
  });
});

describe('e-mail outbox', () => {
  it('lists the stored e-mails for admins, filtered by recipient, newest first', async () => {
    const sme = await registerMerchant(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: sme.email } });
    const adminUser = await createAdmin(t.app, t.database.db);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/emails?to=${encodeURIComponent(sme.email)}&limit=1`,
      headers: { cookie: adminUser.cookie },
    });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ to: sme.email, template: 'resetPassword', status: 'stored' });
    expect(page.has_more).toBe(true);
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/admin/emails?to=${encodeURIComponent(sme.email)}&starting_after=${page.data[0].id}`,
      headers: { cookie: adminUser.cookie },
    });
    expect(next.json().data.map((e: { template: string }) => e.template)).toEqual(['confirmEmail']);
    expect(next.json().has_more).toBe(false);
  });

  it('is closed to SMEs', async () => {
    const sme = await registerMerchant(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/emails',
      headers: { cookie: sme.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});
