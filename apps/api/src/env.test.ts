import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('fills defaults for a single-node start', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.INACTIVITY_TIMEOUT_MS).toBe(60_000);
    expect(env.PASSWORD_MIN_LENGTH).toBe(6);
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.CHECKOUT_ORIGIN).toBe('http://localhost:3000');
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'nonsense' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ SUPPORT_EMAIL: 'not-an-address' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadEnv({ WEBHOOKS_ALLOW_PRIVATE: 'yes please' })).toThrow(/WEBHOOKS_ALLOW_PRIVATE/);
  });

  it('requires APP_SECRET in production with PostgreSQL', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@localhost/db' })).toThrow(
      /APP_SECRET/,
    );
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadEnv({ ADMIN_EMAIL: 'root@example.com' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('points PAYMENT_PROVIDER=iyzico at the sandbox by default and requires both keys', () => {
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'iyzico' })).toThrow(/IYZICO_API_KEY and IYZICO_SECRET_KEY/);
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'iyzico', IYZICO_API_KEY: 'k' })).toThrow(/IYZICO_SECRET_KEY/);
    const env = loadEnv({ PAYMENT_PROVIDER: 'iyzico', IYZICO_API_KEY: 'k', IYZICO_SECRET_KEY: 's' });
    expect(env.IYZICO_BASE_URL).toBe('https://sandbox-api.iyzipay.com');
    expect(() => loadEnv({ IYZICO_BASE_URL: 'not a url' })).toThrow(/IYZICO_BASE_URL/);
  });
});
