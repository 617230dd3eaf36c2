import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      INACTIVITY_TIMEOUT_MS: '45000',
      SUPPORT_EMAIL: 'help@exporter.com.tr',
      OPERATOR_NAME: 'Köprü Ödeme Hizmetleri A.Ş.',
      SETTLEMENT_DELAY_DAYS: '5',
      RESERVE_PERCENT: '7.5',
      RESERVE_DAYS: '90',
      WITHHOLDING_TAX_PERCENT: '1',
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
      payoutsByAcquirer: false,
      checkoutOrigin: 'http://localhost:3000',
      merchantOrigin: 'http://localhost:3000',
      adminOrigin: 'http://localhost:3000',
      supportEmail: 'help@exporter.com.tr',
      operatorName: 'Köprü Ödeme Hizmetleri A.Ş.',
      releaseTerms: { releaseDelayDays: 5, reserveBasisPoints: 750, reserveDays: 90 },
      withholdingBasisPoints: 100,
    });
  });

  it('tells the console that iyzico pays merchants out in marketplace mode', async () => {
    const marketplace = await createTestApp({
      env: {
        PAYMENT_PROVIDER: 'iyzico',
        IYZICO_API_KEY: 'key',
        IYZICO_SECRET_KEY: 'secret',
        IYZICO_BASE_URL: 'http://127.0.0.1:9',
      },
    });
    try {
      const response = await marketplace.app.inject({ method: 'GET', url: '/api/config' });
      expect(response.json()).toMatchObject({ sandbox: false, payoutsByAcquirer: true });
    } finally {
      await marketplace.close();
    }
  });
});
