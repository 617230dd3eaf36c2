import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProcess } from './api-process.ts';
import { checkMoney } from './invariants.ts';
import { expectAlive, report, type Scenario, sleep, startScenario } from './scenario.ts';
import { payers, payoutRequests } from './traffic.ts';

let s: Scenario;
let api: ApiProcess;
beforeAll(async () => {
  s = await startScenario('api-kill');
  api = await s.startApi();
});
afterAll(async () => {
  await s?.close();
});

describe('API process killed', () => {
  it('loses and doubles no payment or payout when the API is killed with SIGKILL mid-traffic and restarted', async () => {
    // A key caught by a kill waits for the restart (seconds, tens of seconds on a loaded machine)
    // and maybe for the reconciler: a payer keeps asking up to two minutes, as in the pool test.
    const paying = payers({ count: 8, bases: () => [api.base], code: s.world.link.code, budgetMs: 120_000 });
    // Payouts start once payments have funded the balance.
    await sleep(1_500);
    const payingOut = payoutRequests({
      bases: () => [api.base],
      secret: s.world.secret,
      amount: 1_000,
      budgetMs: 120_000,
    });
    const downtimes: number[] = [];
    for (let round = 0; round < 3; round++) {
      await sleep(1_500);
      await api.kill9();
      const killedAt = Date.now();
      await sleep(500);
      await api.spawn();
      downtimes.push(Date.now() - killedAt);
      await expectAlive(api, s.logFile);
    }
    await sleep(1_500);
    const payments = await paying.stop();
    const payoutTally = await payingOut.stop();
    const money = await checkMoney(s.world, { payments, payouts: payoutTally });
    report('API killed', {
      kills: 3,
      downtimeMs: downtimes,
      payments: payments.answered.size,
      payouts: payoutTally.answered.size,
      noAnswer: payments.noAnswer + payoutTally.noAnswer,
      inUse409: payments.inUse + payoutTally.inUse,
      processingAnswers: payments.pending,
      failedBeforeAcquirer: payments.failed.length,
      lost: payments.lost.length + payoutTally.lost.length,
      storedUnansweredPayments: money.payments.storedUnanswered.length,
      storedUnansweredPayouts: money.payouts?.storedUnanswered.length,
    });

    expect(api.crashes).toEqual([]);
    expect([...payments.unexpected, ...payoutTally.unexpected]).toEqual([]);
    expect([...payments.lost, ...payoutTally.lost]).toEqual([]);
    expect(payments.noAnswer).toBeGreaterThan(0);
    expect(payoutTally.answered.size).toBeGreaterThan(3);
    expect(money.payments.storedUnanswered).toEqual([]);
    expect(money.payments.answeredUnstored).toEqual([]);
    expect(money.payouts?.storedUnanswered).toEqual([]);
    expect(money.payouts?.answeredUnstored).toEqual([]);
    expect(money.inProgress).toBe(0);
    expect(money.ledgerError).toBeUndefined();
  }, 280_000);
});
