import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await createTestApp();
  proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

function signIn(t: TestApp, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers,
    payload: { email: 'nobody@example.com', password: 'not-the-password' },
  });
}

const refusedForOrigin = (response: {
  statusCode: number;
  json(): { error?: { details?: { reason?: string } } };
}) => response.statusCode === 403 && response.json().error?.details?.reason === 'origin';

describe('a write from the address the page was opened at', () => {
  it('is accepted at 127.0.0.1, a LAN address or any host name the server answers to', async () => {
    for (const host of ['127.0.0.1:3000', '192.168.1.20:3000', 'kopru.internal:8080', '[::1]:3000']) {
      const response = await signIn(direct, { host, origin: `http://${host}` });
      expect(refusedForOrigin(response), host).toBe(false);
      expect(response.json().error.code).toBe('invalid_credentials');
    }
  });

  it('is refused when the Origin names another site than the one addressed', async () => {
    for (const origin of ['http://192.168.1.21:3000', 'http://127.0.0.1:3001', 'https://127.0.0.1:3000']) {
      expect(refusedForOrigin(await signIn(direct, { host: '127.0.0.1:3000', origin })), origin).toBe(true);
    }
  });

  it('names the address to open in the refusal, for the page’s message', async () => {
    const response = await signIn(direct, { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3001' });
    expect(response.json().error.details).toEqual({
      reason: 'origin',
      address: new URL(direct.app.ctx.env.PUBLIC_URL).origin,
    });
  });

  it('believes X-Forwarded-Proto and -Host only behind a trusted proxy', async () => {
    const viaProxy = {
      host: '10.0.0.5:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'pay.example.com',
      origin: 'https://pay.example.com',
    };
    expect(refusedForOrigin(await signIn(direct, viaProxy))).toBe(true);
    expect(refusedForOrigin(await signIn(proxied, viaProxy))).toBe(false);
  });
});
