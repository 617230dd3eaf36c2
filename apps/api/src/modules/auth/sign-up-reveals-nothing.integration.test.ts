import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmailTo, registerMerchant, registrationBody, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { users } from '../../db/schema/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function register(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
}

/** What a caller can see of an answer: status, the headers that are not per-request, the body. */
function visible(response: Awaited<ReturnType<typeof register>>) {
  const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
  for (const name of Object.keys(headers)) if (name.startsWith('ratelimit')) delete headers[name];
  return { status: response.statusCode, headers, body: response.body };
}

describe('signing up with an address that already has an account', () => {
  it('answers exactly as for a new address, makes no second account and warns the owner in their language', async () => {
    const owner = await registerMerchant(t.app, { locale: 'tr', companyName: 'Asıl Sahip Ltd.' });
    const taken = await register(
      registrationBody({ email: owner.email.toUpperCase(), companyName: 'Sahte Ltd.' }),
    );
    const fresh = await register(registrationBody({ email: uniqueEmail(), companyName: 'Yeni Ltd.' }));
    expect(visible(taken)).toEqual(visible(fresh));
    expect(taken.statusCode).toBe(202);
    expect(taken.headers['set-cookie']).toBeUndefined();

    const accounts = await t.database.db.select().from(users).where(eq(users.email, owner.email));
    expect(accounts).toHaveLength(1);
    expect(
      await t.database.db.select().from(merchants).where(eq(merchants.companyName, 'Sahte Ltd.')),
    ).toEqual([]);
    const warning = await latestEmailTo(t.database.db, owner.email);
    expect(warning?.template).toBe('signUpAttempt');
    expect(warning?.locale).toBe('tr');
    expect(warning?.subject).toBe('Biri e-posta adresinizle Köprü’ye kaydolmayı denedi');
    expect(warning?.textBody).toContain('/login?view=forgot');
    // The owner's password and sessions are untouched: they still sign in.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: owner.email, password: owner.password },
    });
    expect(signedIn.statusCode).toBe(200);
    const audited = await t.database.db.select().from(auditLogs).where(eq(auditLogs.targetId, owner.userId));
    expect(audited.map((row) => row.action)).toContain('auth.sign_up_with_taken_email');
  });

  it('warns in English an owner whose account is in English, and the new address gets its confirmation', async () => {
    const owner = await registerMerchant(t.app, { locale: 'en' });
    await register(registrationBody({ email: owner.email, locale: 'tr' }));
    const warning = await latestEmailTo(t.database.db, owner.email);
    expect(warning?.subject).toBe('Someone tried to sign up to Köprü with your e-mail address');

    const email = uniqueEmail();
    await register(registrationBody({ email }));
    expect((await latestEmailTo(t.database.db, email))?.template).toBe('confirmEmail');
  });

  it('still refuses a bad request for a taken address with the same 400 as for a new one', async () => {
    const owner = await registerMerchant(t.app);
    const taken = await register(registrationBody({ email: owner.email, password: 'abc12' }));
    const fresh = await register(registrationBody({ password: 'abc12' }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.details).toEqual(fresh.json().error.details);
  });
});
