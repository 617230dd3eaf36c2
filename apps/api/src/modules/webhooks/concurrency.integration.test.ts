import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMerchant, type SignedIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp, testDbKind } from '../../../test/test-app.ts';
import { createEndpoint, manualClock, type Receiver, startReceiver } from '../../../test/webhook-helpers.ts';
import type { AppContext } from '../../context.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { webhookAttempts } from '../../db/schema/webhook-attempts.ts';
import { webhookDeliveries } from '../../db/schema/webhook-deliveries.ts';
import { webhookEndpoints } from '../../db/schema/webhook-endpoints.ts';
import { recordEvent } from '../events/repository.ts';
import { deliverDueWebhooks, recordAttempt } from './delivery.ts';
import { claimDueDeliveries, endpointsByIds } from './repository.ts';

const EVENTS = 1_000;
const LEASE_MS = 60_000;

// Two workers on their own connection pools: real parallelism needs PostgreSQL.
describe.skipIf(testDbKind !== 'postgres')('webhook workers on PostgreSQL', () => {
  const clock = manualClock();
  let t: TestApp;
  let secondPool: DatabaseHandle;
  let workerA: AppContext;
  let workerB: AppContext;
  let receiver: Receiver;
  let sme: SignedIn & { merchantId: string };

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: '5000' } });
    secondPool = await openDatabase({ url: t.databaseUrl, poolSize: 10 });
    workerA = t.app.ctx;
    workerB = { ...t.app.ctx, db: secondPool.db };
    receiver = await startReceiver();
    const merchant = await createVerifiedMerchant(t.app, t.database.db);
    if (!merchant.merchantId) throw new Error('no merchant');
    sme = { ...merchant, merchantId: merchant.merchantId };
  });
  afterAll(async () => {
    await receiver.close();
    await secondPool.close();
    await t.close();
  });
  afterEach(async () => {
    await t.database.db.delete(webhookEndpoints);
    receiver.received.length = 0;
  });

  async function recordEvents(count: number) {
    for (let start = 0; start < count; start += 100) {
      await t.database.db.transaction(async (tx) => {
        for (let n = start; n < Math.min(start + 100, count); n++)
          await recordEvent(tx, {
            merchantId: sme.merchantId,
            type: 'payment.succeeded',
            data: { n },
            createdAt: clock.now(),
          });
      });
    }
  }

  /** A worker's loop: passes until a pass finds nothing due. Returns how many it claimed. */
  async function drain(worker: AppContext): Promise<number> {
    let claimed = 0;
    for (let batch = await deliverDueWebhooks(worker); batch > 0; batch = await deliverDueWebhooks(worker))
      claimed += batch;
    return claimed;
  }

  it(`two workers deliver ${EVENTS} events: every one once, no attempt twice`, async () => {
    await createEndpoint(t.app, sme.cookie, { url: receiver.url, events: ['payment.succeeded'] });
    await recordEvents(EVENTS);

    const [byA, byB] = await Promise.all([drain(workerA), drain(workerB)]);
    expect(byA + byB).toBe(EVENTS);
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);

    const ids = receiver.received.map((hook) => hook.id);
    expect(ids).toHaveLength(EVENTS);
    expect(new Set(ids).size).toBe(EVENTS);
    const [counts] = await t.database.db
      .select({
        attempts: sql<number>`count(*)::int`,
        distinct: sql<number>`count(distinct (${webhookAttempts.deliveryId}, ${webhookAttempts.attempt}))::int`,
      })
      .from(webhookAttempts);
    expect(counts).toEqual({ attempts: EVENTS, distinct: EVENTS });
    const pending = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, 'pending'));
    expect(pending).toHaveLength(0);
  });

  it('picks up what a killed worker had claimed once its lease runs out', async () => {
    await createEndpoint(t.app, sme.cookie, { url: receiver.url, events: ['payment.succeeded'] });
    await recordEvents(30);
    // Worker A claims a batch and dies before sending or recording anything.
    const now = clock.now();
    const lost = await claimDueDeliveries(workerA.db, {
      now,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
      limit: 20,
    });
    expect(lost).toHaveLength(20);

    expect(await drain(workerB)).toBe(10);
    clock.advance(LEASE_MS);
    expect(await drain(workerB)).toBe(20);

    expect(new Set(receiver.received.map((hook) => hook.id)).size).toBe(30);
    const delivered = await t.database.db.select().from(webhookDeliveries);
    expect(delivered.every((row) => row.status === 'succeeded')).toBe(true);
    const lostIds = new Set(lost.map((row) => row.id));
    expect(delivered.filter((row) => lostIds.has(row.id)).every((row) => row.attempts === 2)).toBe(true);
  });

  it('ignores the late result of a worker that was overtaken', async () => {
    const { endpoint } = await createEndpoint(t.app, sme.cookie, {
      url: receiver.url,
      events: ['payment.succeeded'],
    });
    await recordEvents(1);
    const now = clock.now();
    const [slow] = await claimDueDeliveries(workerA.db, {
      now,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
      limit: 1,
    });
    if (!slow) throw new Error('nothing claimed');
    clock.advance(LEASE_MS);
    expect(await drain(workerB)).toBe(1);

    // Worker A's answer finally comes back, as a failure: it must not undo B's success.
    const endpointRow = (await endpointsByIds(workerA.db, [endpoint.id])).get(endpoint.id);
    if (!endpointRow) throw new Error('endpoint missing');
    await recordAttempt(
      workerA,
      endpointRow,
      slow,
      {
        succeeded: false,
        statusCode: 500,
        error: 'http_status',
        responseExcerpt: '',
        durationMs: 10,
        gone: false,
        retryAfterMs: null,
      },
      { retry: true },
    );
    const [row] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, slow.id));
    expect(row).toMatchObject({ status: 'succeeded', attempts: 2 });
    const attempts = await t.database.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, slow.id));
    expect(attempts.map((a) => [a.attempt, a.succeeded]).sort()).toEqual([
      [1, false],
      [2, true],
    ]);
  });
});
