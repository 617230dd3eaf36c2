import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMoney } from './invariants.ts';
import { expectAlive, report, type Scenario, startScenario } from './scenario.ts';
import { newTally, payOnce } from './traffic.ts';

const POOL = 6;
const CONNECT_TIMEOUT_MS = 2_000;
const WAVES = 2;
/**
 * A payment whose recording met the exhausted pool may wait for the reconciler, whose claim
 * lease (60 s) can outlast a fault: a payer keeps asking up to two minutes.
 */
const KEY_BUDGET_MS = 120_000;
let s: Scenario;
beforeAll(async () => {
  s = await startScenario('connections');
  // 3 processes x 6 = 18 connections wanted, 12 allowed (the suite's own pool takes some too).
  await s.cluster.restartWith({ max_connections: '12', superuser_reserved_connections: '0' });
  for (let i = 0; i < 3; i++)
    await s.startApi({
      DATABASE_POOL_SIZE: String(POOL),
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    });
});
afterAll(async () => {
  await s?.close();
});

describe('connections exhausted', () => {
  it('answers 503 at once beyond capacity, never hangs past the acquire timeout, and crashes nothing', async () => {
    const tally = newTally();
    // Two waves of 40 concurrent payers on each of the three processes; each asks again with
    // its key after a 503 until it has a final answer, as the checkout does.
    for (let wave = 0; wave < WAVES; wave++) {
      await Promise.all(
        s.apis.flatMap((api) =>
          Array.from({ length: 40 }, () => payOnce(tally, () => api.base, s.world.link.code, KEY_BUDGET_MS)),
        ),
      );
    }
    for (const api of s.apis) await expectAlive(api, s.logFile);
    for (const api of s.apis) expect(api.crashes).toEqual([]);
    // Free the connections, then look at what was stored.
    for (const api of s.apis) await api.stop();
    const lostStates = tally.lost.length
      ? (
          (await s.world.database.db.execute(
            sql`select p.status, p.reconcile_after, p.created_at, p.status_changed_at from idempotency_keys k join payments p on p.id = k.resource_id where k.key in ${tally.lost}`,
          )) as unknown as { rows: unknown[] }
        ).rows
      : [];
    report('connections exhausted', {
      maxConnections: 12,
      poolsWanted: 3 * POOL,
      payments: WAVES * 120,
      answered: tally.answered.size,
      refused503: tally.refused,
      processingAnswers: tally.pending,
      lost: tally.lost.length,
      lostStates,
      at: new Date().toISOString(),
      slowestAnswerMs: tally.slowest,
    });
    expect(tally.unexpected).toEqual([]);
    expect(tally.refused).toBeGreaterThan(0);
    expect(tally.lost).toEqual([]);
    expect(tally.answered.size + tally.failed.length).toBe(WAVES * 120);
    // Every wait for a connection is bounded by the acquire timeout, so every attempt is answered
    // within the client's 20-second timeout (no hang). The slowest answer is reported, not
    // asserted: on a loaded machine it stretches with the CPU, not with the pool.
    expect(tally.noAnswer).toBe(0);
    const money = await checkMoney(s.world, { payments: tally });
    expect(money.payments.storedUnanswered).toEqual([]);
    expect(money.payments.answeredUnstored).toEqual([]);
    expect(money.inProgress).toBe(0);
    expect(money.ledgerError).toBeUndefined();
  }, 280_000);
});
