import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, registerMerchant } from '../../../test/factories.ts';
import { v1 } from '../../../test/merchant-api.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { redactPaths } from '../../lib/logger.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: { write: (line) => lines.push(line) } });
});
afterAll(async () => {
  await t.close();
});

describe('secret keys in the logs', () => {
  it('never writes a secret, whether the request succeeds or is refused', async () => {
    const sme = await registerMerchant(t.app);
    const { key, secret } = await createApiKey(t.app, sme.cookie);
    await v1(t.app, secret, { url: '/v1/balance' });
    await v1(t.app, secret, {
      url: '/v1/payment_links',
      method: 'POST',
      payload: { productName: 'x', amount: 1 },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/merchant/api-keys/${key.id}/revoke`,
      headers: { cookie: sme.cookie },
    });
    await v1(t.app, secret, { url: '/v1/balance' });
    // What a careless handler might log: headers, or a response that carries a secret.
    t.app.log.info({ headers: { authorization: `Bearer ${secret}` } }, 'headers');
    t.app.log.info({ request: { headers: { authorization: `Bearer ${secret}` } } }, 'request');
    t.app.log.info({ created: { key, secret } }, 'created');

    expect(lines.length).toBeGreaterThan(10);
    const log = lines.join('\n');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(secret.slice(8, 24));
    expect(log).toContain('[Redacted]');
    expect(redactPaths).toContain('req.headers.authorization');
  });
});
