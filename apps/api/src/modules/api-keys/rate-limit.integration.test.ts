import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, registerMerchant } from '../../../test/factories.ts';
import { v1 } from '../../../test/merchant-api.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { API_KEY_RATE_LIMIT_PER_MINUTE: '3', API_RATE_LIMIT_PER_MINUTE: '5' } });
});
afterAll(async () => {
  await t.close();
});

describe('merchant API rate limit', () => {
  it('counts per key and answers 429 rate_limited with RateLimit headers past the limit', async () => {
    const sme = await registerMerchant(t.app);
    const { secret } = await createApiKey(t.app, sme.cookie, 'Busy');
    const other = await createApiKey(t.app, sme.cookie, 'Quiet');
    const remaining = [];
    for (let i = 0; i < 3; i++) {
      const response = await v1(t.app, secret, { url: '/v1/balance' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-limit']).toBe('3');
      remaining.push(response.headers['ratelimit-remaining']);
    }
    expect(remaining).toEqual(['2', '1', '0']);

    const limited = await v1(t.app, secret, { url: '/v1/balance' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.headers['ratelimit-limit']).toBe('3');
    expect(limited.headers['ratelimit-remaining']).toBe('0');
    expect(Number(limited.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error.details.retryAfterSeconds).toBe(Number(limited.headers['retry-after']));

    // Another key of the same merchant has its own budget.
    expect((await v1(t.app, other.secret, { url: '/v1/balance' })).statusCode).toBe(200);
  });

  it('counts requests without a valid key per IP', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/v1/balance',
        remoteAddress: '203.0.113.9',
        headers: { authorization: `Bearer sk_test_${'C'.repeat(43)}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
