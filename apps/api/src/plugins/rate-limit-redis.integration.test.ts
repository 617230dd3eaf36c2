import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, uniqueEmail } from '../../test/factories.ts';
import { canStartRedis, PrivateRedis, testRedisUrl } from '../../test/redis-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rateLimits } from '../db/schema/rate-limits.ts';

/**
 * REDIS_URL: every rate limit counted in Redis, so two app instances (each on a database of its
 * own, so only Redis can join their counts) enforce one limit together; Redis stopped: requests
 * are still served, /readyz says so, and counting is shared again once it is back.
 */
const limits = {
  AUTH_RATE_LIMIT_PER_MINUTE: '6',
  SIGN_IN_FAILURES_BEFORE_BACKOFF: '5',
  CHECKOUT_CARD_ATTEMPTS_PER_HOUR: '4',
};
const prefix = () => `kopru-test-${randomBytes(5).toString('hex')}:`;

describe.skipIf(!testRedisUrl)('rate limits shared in Redis by two app instances', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { ...limits, REDIS_URL: testRedisUrl ?? '', REDIS_KEY_PREFIX: prefix() };
    [a, b] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('reports Redis in /readyz', async () => {
    const ready = await a.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().redis).toBe('up');
  });

  it('enforces the per-address limit once across both instances', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await signIn(i % 2 ? b.app : a.app, email, 'Wrong-pass-123')).statusCode);
    // Six allowed per minute in all (each instance alone would allow six more).
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });

  it('counts an account’s wrong passwords together: the back-off starts whichever instance saw them', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) await (i % 2 ? b : a).app.ctx.signInThrottle.failed(email, `198.51.100.${i}`);
    expect(await a.app.ctx.signInThrottle.check(email, '203.0.113.9')).toEqual({ kind: 'account_locked' });
    expect(await b.app.ctx.signInThrottle.check(email, '203.0.113.9')).toEqual({ kind: 'account_locked' });
  });

  it('counts a card’s attempts together across instances', async () => {
    const card = `4242 4242 ${randomBytes(2).readUInt16BE()} 4242`;
    for (let i = 0; i < 4; i++) await (i % 2 ? b : a).app.ctx.cardVelocity.attempted(card);
    expect(await a.app.ctx.cardVelocity.blockedFor('LINK1', card)).toBeGreaterThan(0);
    expect(await b.app.ctx.cardVelocity.blockedFor('LINK1', card)).toBeGreaterThan(0);
    // Nothing went to the databases: Redis holds the counts.
    expect(await a.database.db.select().from(rateLimits)).toEqual([]);
  });
});

describe.skipIf(!canStartRedis)('Redis stopped under the app', () => {
  let redis: PrivateRedis;
  let t: TestApp;
  const log: string[] = [];
  beforeAll(async () => {
    redis = await PrivateRedis.start();
    t = await createTestApp({
      env: {
        ...limits,
        AUTH_RATE_LIMIT_PER_MINUTE: '3',
        REDIS_URL: redis.url,
        REDIS_KEY_PREFIX: prefix(),
        LOG_LEVEL: 'info',
      },
      logStream: { write: (line) => log.push(line) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  const ready = async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).json();

  it('serves requests uncounted (fail open), logs it, reports it and counts again once Redis is back', async () => {
    const email = uniqueEmail();
    const before: number[] = [];
    for (let i = 0; i < 4; i++) before.push((await signIn(t.app, email, 'Wrong-pass-123')).statusCode);
    expect(before).toEqual([401, 401, 401, 429]);

    await redis.stop();
    const during: number[] = [];
    for (let i = 0; i < 5; i++)
      during.push((await signIn(t.app, uniqueEmail(), 'Wrong-pass-123')).statusCode);
    expect(during).toEqual([401, 401, 401, 401, 401]);
    expect(await ready()).toMatchObject({ status: 'ready', redis: 'down' });
    expect(log.some((line) => line.includes('"event":"redis_unavailable"'))).toBe(true);
    // The account back-off falls back to the database counters meanwhile: still shared.
    expect((await t.database.db.select().from(rateLimits)).length).toBeGreaterThan(0);

    await redis.startAgain();
    const deadline = Date.now() + 15_000;
    while ((await ready()).redis !== 'up') {
      if (Date.now() > deadline) throw new Error('Redis not reported up again');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const after: number[] = [];
    for (let i = 0; i < 4; i++) after.push((await signIn(t.app, email, 'Wrong-pass-123')).statusCode);
    expect(after).toEqual([401, 401, 401, 429]);
    expect(log.some((line) => line.includes('"event":"redis_back"'))).toBe(true);
  });
});
