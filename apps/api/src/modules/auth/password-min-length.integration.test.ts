import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMerchant, registrationBody } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// The contracts describe the default minimum (6); a longer configured one must answer the same 400.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PASSWORD_MIN_LENGTH: '12' } });
});
afterAll(async () => {
  await t.close();
});

const short = 'Kiz-Kule-42'; // 11 characters, not a common password

function expectPasswordMin(response: { statusCode: number; json(): unknown }, path: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { error: { code: string; details?: { issues?: unknown[] } } };
  expect(body.error.code).toBe('validation_failed');
  expect(body.error.details?.issues).toEqual([{ path, message: 'validation.passwordMin' }]);
}

describe('configured PASSWORD_MIN_LENGTH', () => {
  it('refuses a registration with a password shorter than the setting', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ password: short }),
    });
    expectPasswordMin(response, 'password');
  });

  it('accepts a registration at the configured length', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ password: 'Kiz-Kulesi-42' }),
    });
    expect(response.statusCode).toBe(202);
  });

  it('refuses a short new password on reset and change', async () => {
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'whatever', newPassword: short },
    });
    expectPasswordMin(reset, 'newPassword');

    const sme = await registerMerchant(t.app);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: sme.cookie },
      payload: { currentPassword: sme.password, newPassword: short },
    });
    expectPasswordMin(change, 'newPassword');
  });
});
