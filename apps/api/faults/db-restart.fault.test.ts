import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, faultMetricsToken } from './api-process.ts';
import { checkMoney } from './invariants.ts';
import { expectAlive, report, type Scenario, sleep, startScenario, waitForStatus } from './scenario.ts';
import { payers } from './traffic.ts';

let s: Scenario;
let api: ApiProcess;
beforeAll(async () => {
  s = await startScenario('db-restart');
  api = await s.startApi({ DATABASE_POOL_SIZE: '10' });
});
afterAll(async () => {
  await s?.close();
});

describe('database restart under load', () => {
  it('keeps the API up through 5 restarts of PostgreSQL with 8 payers retrying, and loses or doubles no money', async () => {
    const traffic = payers({ count: 8, bases: () => [api.base], code: s.world.link.code });
    await sleep(1_500);
    const restarts: { mode: string; readyAfterMs: number; upAt: number }[] = [];
    const sessionAnswers: string[] = [];
    for (let round = 0; round < 5; round++) {
      // fast: what a managed database's failover or minor upgrade does; the last one is a crash.
      const mode = round === 4 ? 'immediate' : 'fast';
      await s.cluster.stopServer(mode);
      await waitForStatus(`${api.base}/readyz`, 503, 5_000);
      // Signed-in screens too: 503, not 401 (which would send the user to the login page).
      for (const url of ['/api/merchant/payment-links', '/api/auth/session']) {
        const signedIn = await fetch(`${api.base}${url}`, {
          headers: { cookie: s.world.merchantCookie },
        }).catch(() => undefined);
        sessionAnswers.push(`${url} ${signedIn?.status ?? 'no answer'}`);
      }
      await sleep(3_000);
      await expectAlive(api, s.logFile);
      await s.cluster.startServer();
      const upAt = Date.now();
      const readyAfterMs = await waitForStatus(`${api.base}/readyz`, 200, 10_000);
      restarts.push({ mode, readyAfterMs, upAt });
      await sleep(2_500);
      await expectAlive(api, s.logFile);
    }
    const tally = await traffic.stop();
    expect(api.crashes).toEqual([]);

    const firstSuccessAfterMs = restarts.map(({ upAt }) => {
      const first = tally.successAt.filter((at) => at >= upAt).sort((a, b) => a - b)[0];
      return first === undefined ? null : first - upAt;
    });
    const money = await checkMoney(s.world, { payments: tally });
    // What the operator sees: the faults counted by kind on /metrics.
    const metrics = await (
      await fetch(`${api.base}/metrics`, { headers: { authorization: `Bearer ${faultMetricsToken}` } })
    ).text();
    const counted = (kind: string) =>
      Number(
        metrics
          .split('\n')
          .find((line) => line.startsWith(`db_errors_total{kind="${kind}"}`))
          ?.split(' ')[1],
      );
    report('database restart', {
      answered: tally.answered.size,
      refused503: tally.refused,
      inUse409: tally.inUse,
      noAnswer: tally.noAnswer,
      lost: tally.lost.length,
      doubled: money.payments.storedUnanswered.length,
      answeredUnstored: money.payments.answeredUnstored.length,
      readyzAfterReturnMs: restarts.map((r) => r.readyAfterMs),
      firstPaymentAfterReturnMs: firstSuccessAfterMs,
      slowestAnswerMs: tally.slowest,
      dbErrorsTotal: { connection_lost: counted('connection_lost'), unavailable: counted('unavailable') },
    });

    expect(tally.unexpected).toEqual([]);
    expect(new Set(sessionAnswers)).toEqual(
      new Set(['/api/merchant/payment-links 503', '/api/auth/session 503']),
    );
    expect(tally.lost).toEqual([]);
    expect(tally.answered.size).toBeGreaterThan(40);
    expect(money.payments.storedUnanswered).toEqual([]);
    expect(money.payments.answeredUnstored).toEqual([]);
    expect(money.duplicatedAnswers).toBe(0);
    expect(money.inProgress).toBe(0);
    expect(money.ledgerError).toBeUndefined();
    expect(counted('connection_lost')).toBeGreaterThan(0);
    expect(counted('unavailable')).toBeGreaterThan(0);
    for (const ms of firstSuccessAfterMs) expect(ms).not.toBeNull();
    for (const { readyAfterMs } of restarts) expect(readyAfterMs).toBeLessThan(1_000);
  });
});
