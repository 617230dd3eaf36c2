import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestEmailTo,
  passwordLinkToken,
  registerMerchant,
  registrationBody,
  signIn,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function expectRefused(response: { statusCode: number; json(): unknown }, path: string, message: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { error: { code: string; details?: { issues?: unknown[] } } };
  expect(body.error.code).toBe('validation_failed');
  expect(body.error.details?.issues).toEqual([{ path, message }]);
}

describe('password strength on the server', () => {
  it('refuses a guessable registration password and writes no user', async () => {
    const body = registrationBody({ password: 'Summer2024' });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expectRefused(response, 'password', 'validation.passwordWeak');
    expect((await signIn(t.app, body.email, 'Summer2024')).statusCode).toBe(401);
  });

  it('refuses a password made of the company name', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ companyName: 'Zumrutlu Dokuma', password: 'zumrutlu1' }),
    });
    expectRefused(response, 'password', 'validation.passwordPersonal');
  });

  it('refuses a weak new password on change and keeps the old one', async () => {
    const sme = await registerMerchant(t.app);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: sme.cookie },
      payload: { currentPassword: sme.password, newPassword: 'aaaaaaaa' },
    });
    expectRefused(change, 'newPassword', 'validation.passwordRepeat');
    expect((await signIn(t.app, sme.email, sme.password)).statusCode).toBe(200);
  });

  it('refuses a weak password on reset and leaves the link usable', async () => {
    const sme = await registerMerchant(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: sme.email } });
    const token = passwordLinkToken(
      (await latestEmailTo(t.database.db, sme.email, 'resetPassword'))?.textBody ?? '',
    );
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'abcdef12' },
    });
    expectRefused(weak, 'newPassword', 'validation.passwordSequence');
    const strong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Kiz-Kulesi-42' },
    });
    expect(strong.statusCode).toBe(200);
  });

  it('accepts a random six-character password: the minimum stays six', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ password: 'zq8#Lp' }),
    });
    expect(response.statusCode).toBe(202);
  });
});
