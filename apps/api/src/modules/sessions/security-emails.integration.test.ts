import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, passwordLinkToken, registerMerchant } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { emails } from '../../db/schema/emails.ts';
import { knownDevices } from '../../db/schema/known-devices.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const newerChromeOnWindows = chromeOnWindows.replace('131.0.0.0', '132.0.0.0');
const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** The browser's cookies (name=value), as a client keeps them between requests. */
function deviceCookieOf(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((c) => c.name === 'kopru.device');
  return cookie ? `kopru.device=${cookie.value}` : '';
}

async function signInWith(email: string, password: string, userAgent: string, cookie = '') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) },
    payload: { email, password },
  });
  expect(response.statusCode).toBe(200);
  return response;
}

async function mails(address: string, template: string) {
  return t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, address), eq(emails.template, template)));
}

async function register(locale: 'en' | 'tr', userAgent = chromeOnWindows) {
  const email = `dev-${Math.random().toString(36).slice(2)}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'user-agent': userAgent },
    payload: {
      email,
      password: 'Bosphorus-2026',
      companyName: 'Kapadokya Halı A.Ş.',
      taxId: '1234567890',
      authPersonName: 'Zeynep Kaya',
      acceptTerms: true,
      acceptPrivacy: true,
      locale,
    },
  });
  expect(response.statusCode).toBe(202);
  // Sign-up opens no session; the first sign-in (from the same browser) does.
  const signedIn = await signInWith(email, 'Bosphorus-2026', userAgent);
  return { email, device: deviceCookieOf(signedIn) };
}

describe('a sign-in from a new device', () => {
  it('is not e-mailed for the first session after sign-up nor for a known browser', async () => {
    const { email, device } = await register('en');
    expect(device).not.toBe('');
    // The same browser (its cookie), even after a browser update, is known.
    const again = await signInWith(email, 'Bosphorus-2026', newerChromeOnWindows, device);
    expect(deviceCookieOf(again)).toBe('');
    expect(await mails(email, 'newDeviceSignIn')).toEqual([]);
  });

  it('is e-mailed once, in the account’s language, with the browser and IP, then known', async () => {
    const { email } = await register('tr');
    const other = await signInWith(email, 'Bosphorus-2026', firefoxOnLinux);
    const [mail, ...more] = await mails(email, 'newDeviceSignIn');
    expect(more).toEqual([]);
    expect(mail?.locale).toBe('tr');
    expect(mail?.subject).toBe('Köprü hesabınıza yeni bir cihazdan giriş yapıldı');
    expect(mail?.textBody).toContain('Firefox 128, Linux');
    expect(mail?.textBody).toContain('127.0.0.1');
    expect(mail?.textBody).toContain('/login?view=forgot');
    expect(mail?.textBody).toContain('/sme/dashboard/profile');
    // That browser is known from now on.
    await signInWith(email, 'Bosphorus-2026', firefoxOnLinux, deviceCookieOf(other));
    expect(await mails(email, 'newDeviceSignIn')).toHaveLength(1);
  });

  it('counts a copied device cookie in another browser family as new', async () => {
    const { email, device } = await register('en');
    await signInWith(email, 'Bosphorus-2026', firefoxOnLinux, device);
    const [mail] = await mails(email, 'newDeviceSignIn');
    expect(mail?.subject).toBe('New sign-in to your Köprü account');
    expect(mail?.textBody).toContain('Firefox 128 on Linux');
  });

  it('keeps neither the cookie nor the user agent, only a hash per user', async () => {
    const { email, device } = await register('en');
    const rows = await t.database.db.select().from(knownDevices);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(device.split('=')[1]);
    expect(text).not.toContain('Chrome');
    expect(email).toBeTruthy();
  });
});

describe('a new API key', () => {
  it('is e-mailed once to the merchant in its language: name, hint, mode, creator, never the secret', async () => {
    const sme = await registerMerchant(t.app, { locale: 'tr' });
    const { secret } = await createApiKey(t.app, sme.cookie, 'Web mağazası');
    const [mail, ...more] = await mails(sme.email, 'apiKeyCreated');
    expect(more).toEqual([]);
    expect(mail?.locale).toBe('tr');
    expect(mail?.subject).toBe('Yeni bir API anahtarı oluşturuldu: Web mağazası');
    expect(mail?.textBody).toContain(`${secret.slice(0, 8)}`);
    expect(mail?.textBody).toContain(secret.slice(-4));
    expect(mail?.textBody).toContain('test modu');
    expect(mail?.textBody).toContain(`oluşturan: ${sme.email}`);
    expect(mail?.textBody).not.toContain(secret);
    expect(mail?.htmlBody).not.toContain(secret);
  });
});

describe('a password change or reset', () => {
  it('is e-mailed once each, in the account’s language', async () => {
    const sme = await registerMerchant(t.app, { locale: 'tr' });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: sme.cookie },
      payload: { currentPassword: sme.password, newPassword: 'Kiz-Kulesi-42' },
    });
    expect(changed.statusCode).toBe(200);
    const afterChange = await mails(sme.email, 'passwordChanged');
    expect(afterChange).toHaveLength(1);
    expect(afterChange[0]?.locale).toBe('tr');
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: sme.email } });
    const [resetMail] = await mails(sme.email, 'resetPassword');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: passwordLinkToken(resetMail?.textBody ?? ''), newPassword: 'Galata-Kulesi-1348' },
    });
    expect(reset.statusCode).toBe(200);
    const afterReset = await mails(sme.email, 'passwordChanged');
    expect(afterReset).toHaveLength(2);
    expect(afterReset.every((mail) => mail.locale === 'tr')).toBe(true);
  });
});
