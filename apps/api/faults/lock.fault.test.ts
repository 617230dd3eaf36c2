import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../src/db/schema/ledger-accounts.ts';
import type { ApiProcess } from './api-process.ts';
import { checkMoney } from './invariants.ts';
import { expectAlive, report, type Scenario, sleep, startScenario } from './scenario.ts';
import { payers } from './traffic.ts';

const LOCK_TIMEOUT_MS = 2_000;
const HOLD_MS = 30_000;
let s: Scenario;
let api: ApiProcess;
beforeAll(async () => {
  s = await startScenario('lock');
  api = await s.startApi({ DATABASE_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS) });
});
afterAll(async () => {
  await s?.close();
});

describe('slow database: a lock held on the merchant balance', () => {
  it('fails payments with 503 within the lock timeout while another session holds the balance row, then pays again', async () => {
    // One payment first, so the merchant's balance row exists.
    const warmup = payers({ count: 1, bases: () => [api.base], code: s.world.link.code });
    await sleep(500);
    const before = await warmup.stop();
    expect(before.answered.size).toBeGreaterThan(0);
    const [balance] = await s.world.database.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.merchantId, s.world.merchantId), eq(ledgerAccounts.type, 'available')));
    expect(balance).toBeDefined();

    const holder = new pg.Client({ connectionString: s.world.databaseUrl });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select * from ledger_accounts where id = $1 for update', [balance?.id]);
    const heldAt = Date.now();
    const traffic = payers({
      count: 4,
      bases: () => [api.base],
      code: s.world.link.code,
      budgetMs: HOLD_MS + 20_000,
    });
    await sleep(HOLD_MS);
    const duringHold = {
      refused: traffic.tally.refused,
      succeeded: traffic.tally.successAt.length,
      slowest: traffic.tally.slowest,
    };
    expect((await fetch(`${api.base}/readyz`)).status).toBe(200);
    await holder.query('commit');
    const releasedAt = Date.now();
    await holder.end();
    await sleep(2_000);
    const tally = await traffic.stop();
    await expectAlive(api, s.logFile);
    const firstAfter = tally.successAt.filter((at) => at >= releasedAt).sort((a, b) => a - b)[0];
    const money = await checkMoney(s.world, {
      payments: { ...tally, answered: new Map([...before.answered, ...tally.answered]) },
    });
    report('lock held', {
      heldMs: releasedAt - heldAt,
      lockTimeoutMs: LOCK_TIMEOUT_MS,
      refusedDuringHold: duringHold.refused,
      succeededDuringHold: duringHold.succeeded,
      slowestAnswerDuringHoldMs: duringHold.slowest,
      firstPaymentAfterReleaseMs: firstAfter === undefined ? null : firstAfter - releasedAt,
      answered: tally.answered.size,
    });
    expect(tally.unexpected).toEqual([]);
    expect(duringHold.succeeded).toBe(0);
    // Each payer's attempt fails with 503 within the lock timeout; asked again, its payment
    // answers `processing` (the charge is done, its recording waits for the lock).
    expect(duringHold.refused).toBeGreaterThanOrEqual(4);
    expect(duringHold.slowest).toBeLessThan(LOCK_TIMEOUT_MS + 1_500);
    expect(firstAfter !== undefined && firstAfter - releasedAt).toBeLessThan(3_000);
    expect(firstAfter).toBeDefined();
    expect(tally.lost).toEqual([]);
    expect(money.payments.storedUnanswered).toEqual([]);
    expect(money.payments.answeredUnstored).toEqual([]);
    expect(money.inProgress).toBe(0);
    expect(money.ledgerError).toBeUndefined();
  });
});
