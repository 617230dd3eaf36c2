import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      INACTIVITY_TIMEOUT_MS: '45000',
      SUPPORT_EMAIL: 'help@exporter.com.tr',
      OPERATOR_NAME: 'Köprü Ödeme Hizmetleri A.Ş.',
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/config', () => {
  it('gives the apps the settings of this deployment', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      inactivityTimeoutMs: 45_000,
      passwordMinLength: 6,
      adminTwoFactorRequired: false,
      sandbox: true,
      checkoutOrigin: 'http://localhost:3000',
      merchantOrigin: 'http://localhost:3000',
      adminOrigin: 'http://localhost:3000',
      supportEmail: 'help@exporter.com.tr',
      operatorName: 'Köprü Ödeme Hizmetleri A.Ş.',
    });
  });
});
