import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, registerMerchant, type SignedIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLogs } from '../../db/schema/audit-logs.ts';
import { emails } from '../../db/schema/emails.ts';
import { loadEnv } from '../../env.ts';

let t: TestApp;
let port: number;
let victim: SignedIn;
let bystander: SignedIn;

beforeAll(async () => {
  // A back-off longer than the file takes on a busy machine: the first one (30 s) ran out mid-test.
  t = await createTestApp({ env: { SIGN_IN_FAILURES_PER_ADDRESS: '5', SIGN_IN_BACKOFF_SECONDS: '600' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  victim = await registerMerchant(t.app);
  bystander = await registerMerchant(t.app);
});
afterAll(async () => {
  await t.close();
});

/** A sign-in over a real socket bound to `localAddress`, so the server sees that client address. */
function signInFrom(localAddress: string, email: string, password: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const body = JSON.stringify({ email, password });
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/auth/sign-in',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const errorCode = (body: string) => (JSON.parse(body) as { error: { code: string } }).error.code;

describe('brute force across addresses', () => {
  it('backs off one account after wrong passwords from 40 addresses, others unaffected', async () => {
    const answers = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const response = await signInFrom(`127.0.0.${i + 10}`, victim.email, `Wrong-guess-${i}`);
      answers.add(`${response.status} ${errorCode(response.body)}`);
    }
    expect([...answers]).toEqual(['401 invalid_credentials']);

    // The right password, from a fresh address, gets the very same answer while the back-off lasts.
    const right = await signInFrom('127.0.0.60', victim.email, victim.password);
    expect(right.status).toBe(401);
    expect(errorCode(right.body)).toBe('invalid_credentials');

    const other = await signInFrom('127.0.0.61', bystander.email, bystander.password);
    expect(other.status).toBe(200);

    const locked = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'auth.sign_in_locked'), eq(auditLogs.actorEmail, victim.email)));
    expect(locked.length).toBeGreaterThan(0);
    const refusals = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'auth.sign_in_failed'), eq(auditLogs.actorEmail, victim.email)));
    expect(refusals.some((row) => row.details.reason === 'backing_off')).toBe(true);

    const notices = await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, victim.email), eq(emails.template, 'signInLocked')));
    expect(notices).toHaveLength(1);
  });

  it('lets an admin clear the back-off, audited', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const listed = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/users?q=${encodeURIComponent(victim.email)}`,
        headers: { cookie: admin.cookie },
      });
      return response.json().data[0];
    };
    expect(await listed()).toMatchObject({ id: victim.userId, signInPaused: true });
    const url = `/api/admin/users/${victim.userId}/clear-sign-in-backoff`;
    // Admins only: a merchant (even the account's owner) cannot lift it.
    const byMerchant = await t.app.inject({ method: 'POST', url, headers: { cookie: bystander.cookie } });
    expect(byMerchant.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect(await listed()).toMatchObject({ signInPaused: true });

    const cleared = await t.app.inject({ method: 'POST', url, headers: { cookie: admin.cookie } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ id: victim.userId, signInPaused: false });
    expect(await listed()).toMatchObject({ signInPaused: false });
    expect((await signInFrom('127.0.0.62', victim.email, victim.password)).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'auth.sign_in_lock_cleared'));
    expect(rows).toMatchObject([{ actorUserId: admin.userId, targetId: victim.userId }]);
  });

  it('answers 429 to one address after failures across many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await signInFrom('127.0.0.99', `nobody-${i}@example.com`, 'Wrong-pass-123')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The account itself is not what is blocked: its owner signs in from elsewhere.
    expect((await signInFrom('127.0.0.98', bystander.email, bystander.password)).status).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('refuses true: a hop count or the proxy addresses are needed', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
  });

  it('with one hop, a client-supplied X-Forwarded-For cannot rotate its address', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1', SIGN_IN_FAILURES_PER_ADDRESS: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        // The proxy appends the address it saw; whatever the client wrote before it is not trusted.
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
          payload: { email: `y${i}@example.com`, password: 'Wrong-pass-123' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await proxied.close();
    }
  });
});
