import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiProcess, baseEnv } from '../faults/api-process.ts';
import { checkMoney } from '../faults/invariants.ts';
import { newTally, payOnce } from '../faults/traffic.ts';
import { buildWorld, type World } from '../faults/world.ts';
import { idempotencyKeys } from '../src/db/schema/idempotency-keys.ts';
import { payments } from '../src/db/schema/payments.ts';
import { webhookAttempts } from '../src/db/schema/webhook-attempts.ts';
import { webhookDeliveries } from '../src/db/schema/webhook-deliveries.ts';
import { ledgerOf } from '../test/payout-helpers.ts';
import { testRedisUrl } from '../test/redis-server.ts';
import { startReceiver } from '../test/webhook-helpers.ts';

/**
 * Several machines' worth of processes on one PostgreSQL database and one Redis (issue 16): three
 * API processes (WORKERS=off) behind a round-robin "load balancer" of the test's own and two
 * worker processes (WORKERS=only). The guarantees hold across processes: one payment for 50
 * same-key requests, parallel payouts never overdraw, each webhook attempt sent once, a rate limit
 * enforced together, and an API process killed mid-load loses nothing.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dbName = '';
let world: World;
let apis: ApiProcess[] = [];
let workers: ApiProcess[] = [];
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let next = 0;
/** Payments answered by the earlier tests (key -> transaction id), for the final reconciliation. */
const earlier = new Map<string, string>();
/** The load balancer: the next live API process, round robin. */
const base = () => {
  const live = apis.filter((api) => api.alive);
  next += 1;
  return (live[next % live.length] as ApiProcess).base;
};

async function admin(query: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

beforeAll(async () => {
  if (!baseUrl || !testRedisUrl) return;
  dbName = `kopru_replicas_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${dbName}`);
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  world = await buildWorld(url.toString());
  receiver = await startReceiver();
  const logDir = await mkdtemp(path.join(tmpdir(), 'kopru-replicas-'));
  const env = {
    ...baseEnv(world.databaseUrl, world.dataDir),
    DATABASE_POOL_SIZE: '5',
    REDIS_URL: testRedisUrl,
    REDIS_KEY_PREFIX: `kopru-replicas-${randomBytes(4).toString('hex')}:`,
    RATE_LIMIT_ENABLED: 'true',
    AUTH_RATE_LIMIT_PER_MINUTE: '6',
    API_RATE_LIMIT_PER_MINUTE: '100000',
    API_KEY_RATE_LIMIT_PER_MINUTE: '100000',
    PAYMENT_RATE_LIMIT_PER_MINUTE: '100000',
    CHECKOUT_RATE_LIMIT_PER_MINUTE: '100000',
    CHECKOUT_CARD_ATTEMPTS_PER_HOUR: '100000',
    CHECKOUT_LINK_DECLINES_PER_HOUR: '100000',
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    LOG_LEVEL: 'warn',
  };
  const log = (name: string) => path.join(logDir, `${name}.log`);
  [apis, workers] = await Promise.all([
    Promise.all([0, 1, 2].map((i) => ApiProcess.start({ ...env, WORKERS: 'off' }, log(`api-${i}`)))),
    Promise.all([0, 1].map((i) => ApiProcess.start({ ...env, WORKERS: 'only' }, log(`worker-${i}`)))),
  ]);
}, 240_000);

afterAll(async () => {
  await Promise.all([...apis, ...workers].map((process) => process.stop()));
  await receiver?.close();
  await world?.database.close();
  if (dbName) await admin(`drop database if exists ${dbName} with (force)`);
});

describe.skipIf(!baseUrl || !testRedisUrl)(
  'three API and two worker processes on one PostgreSQL and Redis',
  () => {
    it('makes one payment of 50 same-key requests spread over the APIs', async () => {
      const key = randomUUID();
      const ids = await Promise.all(
        Array.from({ length: 50 }, async () => {
          for (;;) {
            const response = await fetch(`${base()}/api/public/links/${world.link.code}/payments`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'idempotency-key': key },
              body: JSON.stringify({
                cardNumber: '4242 4242 4242 4242',
                expiry: '12/30',
                cvc: '123',
                cardholderName: 'Jane Doe',
                email: 'jane.doe@example.com',
              }),
            });
            const body = (await response.json()) as { transactionId?: string; status?: string };
            if (response.status === 200 && body.status === 'succeeded') return body.transactionId;
            expect([409, 503, 200]).toContain(response.status);
            await sleep(100 + Math.random() * 200);
          }
        }),
      );
      expect(new Set(ids).size).toBe(1);
      const claims = await world.database.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.scope, `checkout:${world.link.code}`)));
      expect(claims.length).toBe(1);
      const paid = await world.database.db.select().from(payments).where(eq(payments.linkId, world.link.id));
      expect(paid.length).toBe(1);
      earlier.set(key, String(ids[0]));
    });

    it('enforces a rate limit once across the API processes (Redis)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 9; i++) {
        const response = await fetch(`${base()}/api/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `nobody-${i}@example.com`, password: 'Wrong-pass-123' }),
        });
        statuses.push(response.status);
      }
      // Six per minute in all; counted per process, three processes would allow eighteen.
      expect(statuses.filter((status) => status === 429).length).toBe(3);
      expect(statuses.slice(0, 6).every((status) => status === 401)).toBe(true);
    });

    it('never overdraws with parallel payouts on every API, and sends each webhook attempt once', async () => {
      const endpoint = await fetch(`${base()}/v1/webhook_endpoints`, {
        method: 'POST',
        headers: { authorization: `Bearer ${world.secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ url: receiver.url, events: ['payment.succeeded', 'payout.requested'] }),
      });
      expect(endpoint.status).toBe(201);
      const funding = newTally();
      await Promise.all(Array.from({ length: 6 }, () => payOnce(funding, base, world.link.code)));
      expect(funding.answered.size).toBe(6);
      for (const [key, id] of funding.answered) earlier.set(key, id);
      const { available } = await ledgerOf(world.database.db, world.merchantId);
      const amount = 5_000;
      const requests = Math.ceil(available / amount) + 10;
      const created = await Promise.all(
        Array.from({ length: requests }, async () => {
          const response = await fetch(`${base()}/v1/payouts`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${world.secret}`,
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({ amount, currency: 'USD' }),
          });
          expect([201, 409]).toContain(response.status);
          return response.status === 201;
        }),
      );
      const accepted = created.filter(Boolean).length;
      expect(accepted).toBe(Math.floor(available / amount));
      const after = await ledgerOf(world.database.db, world.merchantId);
      expect(after.available).toBe(available - accepted * amount);
      expect(after.available).toBeGreaterThanOrEqual(0);

      // The two workers deliver every event; each attempt reaches the receiver once.
      const db = world.database.db;
      const deadline = Date.now() + 60_000;
      for (;;) {
        const [pending] = await db
          .select({ count: sql<number>`count(*)::int` })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.status, 'pending'));
        if (pending?.count === 0) break;
        if (Date.now() > deadline) throw new Error('webhooks not delivered in time');
        await sleep(200);
      }
      const deliveries = await db.select().from(webhookDeliveries);
      const attempts = await db.select().from(webhookAttempts);
      expect(deliveries.length).toBe(6 + accepted);
      expect(deliveries.every((delivery) => delivery.status === 'succeeded' && delivery.attempts === 1)).toBe(
        true,
      );
      expect(attempts.length).toBe(deliveries.length);
      const ids = receiver.received.map((hook) => hook.id);
      expect(ids.length).toBe(deliveries.length);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('loses nothing when one API process is killed mid-load', async () => {
      const tally = newTally();
      let stopped = false;
      const loops = Array.from({ length: 6 }, async () => {
        while (!stopped) await payOnce(tally, base, world.link.code, 60_000);
      });
      await sleep(3_000);
      const victim = apis[1] as ApiProcess;
      await victim.kill9();
      await sleep(3_000);
      stopped = true;
      await Promise.all(loops);
      const killedAnswered = tally.answered.size;
      for (const [key, id] of earlier) tally.answered.set(key, id);
      const money = await checkMoney(world, { payments: tally });
      expect(tally.lost).toEqual([]);
      expect(tally.unexpected).toEqual([]);
      expect(killedAnswered).toBeGreaterThan(10);
      expect(money.payments.storedUnanswered).toEqual([]);
      expect(money.payments.answeredUnstored).toEqual([]);
      expect(money.inProgress).toBe(0);
      expect(money.duplicatedAnswers).toBe(0);
      expect(money.ledgerError).toBeUndefined();
      expect(apis.filter((api) => api.alive).length).toBe(2);
      process.stdout.write(
        `\n[replicas] killed one of 3 APIs mid-load: ${JSON.stringify({ answered: killedAnswered, noAnswer: tally.noAnswer, inUse: tally.inUse, refused: tally.refused })}\n`,
      );
    });
  },
);
