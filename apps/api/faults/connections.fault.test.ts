import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCard } from '../test/factories.ts';
import { checkMoney } from './invariants.ts';
import { expectAlive, report, type Scenario, startScenario } from './scenario.ts';
import { newTally } from './traffic.ts';

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
    const statuses = new Map<number | string, number>();
    let slowest = 0;
    const one = async (base: string, index: number) => {
      const key = `burst-${index}`;
      const started = Date.now();
      const response = await fetch(`${base}/api/public/links/${s.world.link.code}/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(testCard),
        signal: AbortSignal.timeout(30_000),
      }).catch(() => undefined);
      slowest = Math.max(slowest, Date.now() - started);
      const status = response?.status ?? 'no answer';
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const body = response
        ? ((await response.json()) as { transactionId?: string; error?: { code: string } })
        : undefined;
      if (status === 200) tally.answered.set(key, String(body?.transactionId));
      else if (status === 503) {
        tally.refused++;
        if (body?.error?.code !== 'service_unavailable' || !response?.headers.get('retry-after'))
          tally.unexpected.push(JSON.stringify(body));
      } else tally.unexpected.push(`${status} ${JSON.stringify(body)}`);
    };
    // Three waves of 40 concurrent payments on each of the three processes.
    for (let wave = 0; wave < 3; wave++) {
      await Promise.all(
        s.apis.flatMap((api, p) =>
          Array.from({ length: 40 }, (_, i) => one(api.base, wave * 1000 + p * 100 + i)),
        ),
      );
    }
    for (const api of s.apis) await expectAlive(api, s.logFile);
    report('connections exhausted', {
      maxConnections: 12,
      poolsWanted: 3 * POOL,
      statuses: Object.fromEntries(statuses),
      slowestAnswerMs: slowest,
    });
    expect(tally.unexpected).toEqual([]);
    expect(tally.refused).toBeGreaterThan(0);
    expect(tally.answered.size).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(CONNECT_TIMEOUT_MS + 3_000);
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
