import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createVerifiedMerchant } from '../../test/factories.ts';
import { isWrite, oddSpellings, type RegisteredRoute, routesToWalk } from '../../test/route-walk.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const exempt = new Set(['/healthz', '/readyz']);
let plain: TestApp;
let limited: TestApp;
let routes: RegisteredRoute[];
/** Signed in, so routes behind a role are counted too (their guard runs before the limit). */
const cookies = { admin: '', merchant: '' };

beforeAll(async () => {
  plain = await createTestApp();
  const low = '2';
  limited = await createTestApp({
    env: {
      API_RATE_LIMIT_PER_MINUTE: low,
      AUTH_RATE_LIMIT_PER_MINUTE: low,
      PAYMENT_RATE_LIMIT_PER_MINUTE: low,
      CHECKOUT_RATE_LIMIT_PER_MINUTE: low,
      API_KEY_RATE_LIMIT_PER_MINUTE: low,
      ACQUIRER_NOTIFICATION_RATE_LIMIT_PER_MINUTE: low,
    },
  });
  routes = routesToWalk(plain.app);
  cookies.admin = (await createAdmin(limited.app, limited.database.db)).cookie;
  cookies.merchant = (await createVerifiedMerchant(limited.app, limited.database.db)).cookie;
});
afterAll(async () => {
  await plain.close();
  await limited.close();
});

function send(t: TestApp, method: string, url: string, remoteAddress: string, origin?: string) {
  // Signing out would end the walk's own session: that route is walked anonymously.
  const signedIn = t === limited && !url.includes('sign-out');
  const cookie = signedIn ? (url.includes('admin') ? cookies.admin : cookies.merchant) : undefined;
  return t.app.inject({
    method: method as 'GET',
    url,
    remoteAddress,
    headers: { ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}) },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('guards decide on the matched route, whatever the spelling', () => {
  it('finds the routes to walk', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/auth/sign-in' });
    expect(routes).toContainEqual({ method: 'POST', path: '/api/merchant/payment-links' });
  });

  it('refuses a write with a foreign Origin on every route and every spelling', async () => {
    const let_through: string[] = [];
    for (const route of routes.filter((r) => isWrite(r.method))) {
      for (const url of [route.path, ...oddSpellings(route.path)]) {
        const response = await send(plain, route.method, url, '127.0.0.1', 'https://evil.example');
        const bearerOnly = route.path.startsWith('/v1/') && response.statusCode === 401;
        // A bank's page posts the 3-D Secure callback from its own origin: refused without our signed state.
        const callback = route.path.endsWith('/3ds-callback') && response.statusCode === 400;
        if (response.statusCode !== 403 && !bearerOnly && !callback)
          let_through.push(`${route.method} ${url}`);
      }
    }
    expect(let_through).toEqual([]);
  });

  // Up to 20 requests per route, and the routes keep growing: past 60 s on PGlite on a busy machine.
  it('keeps counting a limited route against the same limit under every spelling', async () => {
    const escaped: string[] = [];
    let host = 1;
    for (const route of routes.filter((r) => !exempt.has(r.path))) {
      host += 1;
      const address = `10.23.${Math.floor(host / 250)}.${host % 250}`;
      let limitedAt = 0;
      for (let i = 1; i <= 12 && limitedAt === 0; i++) {
        if ((await send(limited, route.method, route.path, address)).statusCode === 429) limitedAt = i;
      }
      if (limitedAt === 0) {
        escaped.push(`${route.method} ${route.path} (never limited)`);
        continue;
      }
      for (const url of oddSpellings(route.path)) {
        const response = await send(limited, route.method, url, address);
        const unrouted = response.statusCode === 404 && response.json().error.code === 'not_found';
        if (response.statusCode !== 429 && !unrouted)
          escaped.push(`${route.method} ${url}: ${response.statusCode}`);
      }
      const encoded = oddSpellings(route.path)[0] ?? '';
      const viaEncoded = await send(limited, route.method, encoded, address);
      if (viaEncoded.statusCode !== 429) escaped.push(`${route.method} ${encoded} not routed to the limit`);
    }
    expect(escaped).toEqual([]);
  }, 180_000);

  it('counts the encoded spelling towards the plain one', async () => {
    const address = '10.99.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) {
      statuses.push((await send(limited, 'POST', '/%61pi/auth/sign-in', address)).statusCode);
    }
    statuses.push((await send(limited, 'POST', '/api/auth/sign-in', address)).statusCode);
    expect(statuses).toEqual([400, 400, 429]);
  });
});
