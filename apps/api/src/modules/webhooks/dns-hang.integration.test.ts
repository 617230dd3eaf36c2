import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSilentDnsServer } from '../../../test/dns-stand-in.ts';
import { createLink, createVerifiedMerchant, pay } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { webhookEndpoints } from '../../db/schema/webhook-endpoints.ts';
import { createDnsResolver } from '../../lib/dns-resolver.ts';

let t: TestApp;
let dns: Awaited<ReturnType<typeof startSilentDnsServer>>;
beforeAll(async () => {
  dns = await startSilentDnsServer();
  // The API's real resolver, asking a DNS server that never answers; it gives up after 8 s.
  t = await createTestApp({
    hostResolver: createDnsResolver({ servers: [dns.server], timeoutMs: 8_000, tries: 1 }),
  });
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

describe('a DNS server that never answers', () => {
  it('holds only the endpoint creations waiting on it: a payment completes meanwhile, then they are refused', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const link = await createLink(t.app, sme.cookie);
    const settled: string[] = [];
    // More than libuv's four pool threads, which dns.lookup would have held.
    const creations = Array.from({ length: 6 }, async (_, index) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/merchant/webhooks',
        headers: { cookie: sme.cookie },
        payload: { url: `https://hung-${index}.shop.test/hooks`, events: ['payment.succeeded'] },
      });
      settled.push(`creation ${response.statusCode}`);
      return response;
    });
    while (dns.queries() < 6) await new Promise((resolve) => setTimeout(resolve, 10));

    const paid = await pay(t.app, link.code);
    settled.push('payment');
    expect(paid.json().status).toBe('succeeded');

    const refused = await Promise.all(creations);
    expect(settled[0]).toBe('payment');
    for (const response of refused) expect(response.json().error.code).toBe('webhook_url_unresolved');
    const rows = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.merchantId, sme.merchantId ?? ''));
    expect(rows).toEqual([]);
  });
});
