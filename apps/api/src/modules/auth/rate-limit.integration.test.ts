import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, uniqueEmail } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
});
afterAll(async () => {
  await t.close();
});

describe('sign-in rate limit', () => {
  it('answers 429 rate_limited after the allowed attempts per minute', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signIn(t.app, email, 'Wrong-pass-123')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await signIn(t.app, email, 'Wrong-pass-123');
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe.each([
  ['sign-up', '/api/auth/register', { email: 'not-an-email' }, 400],
  ['forgot-password', '/api/auth/forgot-password', { email: 'someone@example.com' }, 200],
  [
    'reset-password',
    '/api/auth/reset-password',
    { token: 'not-a-real-token', newPassword: 'New-pass-2026' },
    400,
  ],
])('%s rate limit', (_name, url, payload, allowedStatus) => {
  it('answers 429 rate_limited with a Retry-After after the allowed attempts per minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await t.app.inject({ method: 'POST', url, payload })).statusCode);
    expect(statuses).toEqual([allowedStatus, allowedStatus, allowedStatus, 429]);
    const limited = await t.app.inject({ method: 'POST', url, payload });
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
