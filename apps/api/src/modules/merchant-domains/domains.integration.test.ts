import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant, pay, type SignedIn } from '../../../test/factories.ts';
import { addMember } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';

/** The DNS the tests answer from: TXT records by name; a name absent answers ENOTFOUND. */
const dns = new Map<string, string[][]>();
let dnsDown = false;
const lookedUp: string[] = [];

let t: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  t.app.ctx.txtResolver = {
    async resolveTxt(name) {
      lookedUp.push(name);
      if (dnsDown) throw Object.assign(new Error('timeout'), { code: 'ETIMEOUT' });
      const records = dns.get(name);
      if (!records) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      return records;
    },
  };
  owner = await createVerifiedMerchant(t.app, t.database.db);
});
afterAll(() => t.close());
beforeEach(() => {
  dnsDown = false;
});

function call(cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function added(cookie: string, domain: string) {
  const response = await call(cookie, 'POST', '/api/merchant/domains', { domain });
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json() as {
    id: string;
    domain: string;
    recordName: string;
    recordValue: string;
    verifiedAt: string | null;
  };
}

async function redirectAfterPaying(cookie: string, redirectUrl: string) {
  const link = await createLink(t.app, cookie, { redirectUrl });
  const paid = (await pay(t.app, link.code)).json();
  expect(paid.status).toBe('succeeded');
  const again = (await t.app.inject({ method: 'GET', url: `/api/public/payments/${paid.paymentId}` })).json();
  return { paid, again };
}

describe('verified domains', () => {
  it('gives a TXT record to publish, verifies it through DNS, and then a redirect there skips the notice (subdomains too)', async () => {
    const domain = await added(owner.cookie, 'https://Shop.Example.com/');
    expect(domain).toMatchObject({
      domain: 'shop.example.com',
      recordName: '_kopru-verification.shop.example.com',
      verifiedAt: null,
    });
    expect(domain.recordValue).toMatch(/^kopru-verification=[A-Z2-9]{24}$/);

    const before = await redirectAfterPaying(owner.cookie, 'https://pay.shop.example.com/thanks');
    expect(before.paid.redirectVerified).toBe(false);

    const missing = await call(owner.cookie, 'POST', `/api/merchant/domains/${domain.id}/verify`);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error).toMatchObject({
      code: 'domain_not_verified',
      details: { reason: 'record_not_found' },
    });
    dns.set(domain.recordName, [['v=spf1 -all'], ['kopru-verification=WRONG']]);
    expect((await call(owner.cookie, 'POST', `/api/merchant/domains/${domain.id}/verify`)).statusCode).toBe(
      409,
    );
    dns.set(domain.recordName, [[domain.recordValue.slice(0, 12), domain.recordValue.slice(12)]]);
    const verified = await call(owner.cookie, 'POST', `/api/merchant/domains/${domain.id}/verify`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().verifiedAt).not.toBeNull();
    expect(lookedUp.at(-1)).toBe('_kopru-verification.shop.example.com');

    const after = await redirectAfterPaying(owner.cookie, 'https://pay.shop.example.com/thanks');
    expect(after.paid.redirectVerified).toBe(true);
    expect(after.again.redirectVerified).toBe(true);
    // Not the parent, not a look-alike.
    expect(
      (await redirectAfterPaying(owner.cookie, 'https://example.com/thanks')).paid.redirectVerified,
    ).toBe(false);
    expect(
      (await redirectAfterPaying(owner.cookie, 'https://evilshop.example.com/x')).paid.redirectVerified,
    ).toBe(false);

    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'merchant_domain.verified'), eq(auditLogs.targetId, domain.id)));
    expect(entry?.details).toMatchObject({ domain: 'shop.example.com' });

    // A later DNS failure does not take a verified domain back; removing it does.
    dnsDown = true;
    expect((await call(owner.cookie, 'POST', `/api/merchant/domains/${domain.id}/verify`)).statusCode).toBe(
      200,
    );
    expect((await call(owner.cookie, 'DELETE', `/api/merchant/domains/${domain.id}`)).statusCode).toBe(200);
    expect(
      (await redirectAfterPaying(owner.cookie, 'https://pay.shop.example.com/x')).paid.redirectVerified,
    ).toBe(false);
    const removed = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'merchant_domain.removed'), eq(auditLogs.targetId, domain.id)));
    expect(removed[0]?.details).toMatchObject({ wasVerified: true });
  });

  it('says when DNS does not answer, refuses a second copy and what is not a domain', async () => {
    const domain = await added(owner.cookie, 'dns-down.example');
    dnsDown = true;
    const down = await call(owner.cookie, 'POST', `/api/merchant/domains/${domain.id}/verify`);
    expect(down.json().error).toMatchObject({
      code: 'domain_not_verified',
      details: { reason: 'dns_failed' },
    });
    const again = await call(owner.cookie, 'POST', '/api/merchant/domains', { domain: 'DNS-DOWN.example.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('domain_already_added');
    for (const bad of ['localhost', '10.0.0.1', 'example.com:8080'])
      expect((await call(owner.cookie, 'POST', '/api/merchant/domains', { domain: bad })).statusCode).toBe(
        400,
      );
    const list = (await call(owner.cookie, 'GET', '/api/merchant/domains')).json();
    expect(list.data.map((d: { domain: string }) => d.domain)).toContain('dns-down.example');
  });

  it('lets only owners and admins change domains, and keeps each merchant to its own', async () => {
    const dev = await addMember(t.app, t.database.db, owner.merchantId ?? '', 'developer');
    const admin = await addMember(t.app, t.database.db, owner.merchantId ?? '', 'admin');
    expect(
      (await call(dev.cookie, 'POST', '/api/merchant/domains', { domain: 'dev.example' })).statusCode,
    ).toBe(403);
    const mine = await added(admin.cookie, 'admin.example');
    expect((await call(dev.cookie, 'POST', `/api/merchant/domains/${mine.id}/verify`)).statusCode).toBe(403);
    expect((await call(dev.cookie, 'DELETE', `/api/merchant/domains/${mine.id}`)).statusCode).toBe(403);
    expect((await call(dev.cookie, 'GET', '/api/merchant/domains')).statusCode).toBe(200);

    const other = await createVerifiedMerchant(t.app, t.database.db);
    dns.set(mine.recordName, [[mine.recordValue]]);
    expect((await call(other.cookie, 'POST', `/api/merchant/domains/${mine.id}/verify`)).statusCode).toBe(
      404,
    );
    expect((await call(other.cookie, 'DELETE', `/api/merchant/domains/${mine.id}`)).statusCode).toBe(404);
    expect((await call(other.cookie, 'GET', '/api/merchant/domains')).json().data).toEqual([]);
    // Another merchant verifying the same domain proves nothing for the first one's links.
    const theirs = await added(other.cookie, 'admin.example');
    dns.set(theirs.recordName, [[theirs.recordValue]]);
    expect((await call(other.cookie, 'POST', `/api/merchant/domains/${theirs.id}/verify`)).statusCode).toBe(
      200,
    );
    expect((await redirectAfterPaying(owner.cookie, 'https://admin.example/x')).paid.redirectVerified).toBe(
      false,
    );
  });
});
