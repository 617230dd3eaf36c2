import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMoney } from './invariants.ts';
import { expectAlive, report, type Scenario, startScenario } from './scenario.ts';
import { newTally, payOnce } from './traffic.ts';

const POOL = 6;
const CONNECT_TIMEOUT_MS = 2_000;
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
    // Three waves of 40 concurrent payers on each of the three processes; each asks again with
    // its key after a 503 until it has a final answer, as the checkout does.
    for (let wave = 0; wave < 3; wave++) {
      await Promise.all(
        s.apis.flatMap((api) =>
          Array.from({ length: 40 }, () => payOnce(tally, () => api.base, s.world.link.code)),
        ),
      );
    }
    for (const api of s.apis) await expectAlive(api, s.logFile);
    report('connections exhausted', {
      maxConnections: 12,
      poolsWanted: 3 * POOL,
      payments: 360,
      answered: tally.answered.size,
      refused503: tally.refused,
      processingAnswers: tally.pending,
      lost: tally.lost.length,
      slowestAnswerMs: tally.slowest,
    });
    expect(tally.unexpected).toEqual([]);
    expect(tally.refused).toBeGreaterThan(0);
    expect(tally.lost).toEqual([]);
    expect(tally.answered.size + tally.failed.length).toBe(360);
    // A payment takes a connection three times (record, charge, outcome): each wait is bounded.
    expect(tally.slowest).toBeLessThan(3 * CONNECT_TIMEOUT_MS + 2_000);
    for (const api of s.apis) expect(api.crashes).toEqual([]);

    // Free the connections, then check what was stored against what was answered.
    for (const api of s.apis) await api.stop();
    const money = await checkMoney(s.world, { payments: tally });
    expect(money.payments.storedUnanswered).toEqual([]);
    expect(money.payments.answeredUnstored).toEqual([]);
    expect(money.inProgress).toBe(0);
    expect(money.ledgerError).toBeUndefined();
  });
});
