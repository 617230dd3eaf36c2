import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseEnv } from '../faults/api-process.ts';
import { buildWorld, type World } from '../faults/world.ts';
import { events } from '../src/db/schema/events.ts';
import { idempotencyKeys } from '../src/db/schema/idempotency-keys.ts';
import { ledgerTransactions } from '../src/db/schema/ledger-transactions.ts';
import { payments } from '../src/db/schema/payments.ts';
import { sandboxCharges } from '../src/db/schema/sandbox-charges.ts';
import { expectLedgerConsistent } from '../test/payout-helpers.ts';
import { bundleCrashApi, startChild } from './child.ts';
import type { CrashGate } from './gate.ts';

/**
 * kill -9 during a payment (DESIGN.md "Payments"): the API runs as a child process whose acquirer
 * (the sandbox, which keeps its own records) is stopped either after it charged and before step 3,
 * or after step 1 and before it is called; the child is killed there. The next child retries the
 * same Idempotency-Keys; a last one runs the reconciler worker. Every payment must end resolved,
 * charged at most once, with ledger entries exactly for the succeeded ones, and no orphan rows.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const cards = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDs: '4000 0027 6000 3184',
} as const;
type CardKind = keyof typeof cards;
const gates: CrashGate[] = Array.from({ length: 22 }, (_, i) =>
  i % 2 === 0 ? 'after_charge' : 'before_charge',
);

interface Attempt {
  key: string;
  card: CardKind;
  gate: CrashGate;
  paymentId?: string;
}

let dbName = '';
let world: World;
let script: string;
let workDir: string;
let chargeLog: string;
let childEnv: Record<string, string>;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

beforeAll(async () => {
  dbName = `kopru_crash_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${dbName}`);
  const url = new URL(baseUrl ?? '');
  url.pathname = `/${dbName}`;
  world = await buildWorld(url.toString());
  [script, workDir] = await Promise.all([bundleCrashApi(), mkdtemp(path.join(tmpdir(), 'kopru-crash-'))]);
  chargeLog = path.join(workDir, 'charges.log');
  await writeFile(chargeLog, '');
  childEnv = {
    ...baseEnv(world.databaseUrl, world.dataDir),
    LOG_LEVEL: 'warn',
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_RECONCILE_AFTER_SECONDS: '1',
    CRASH_LOG: chargeLog,
  };
});

afterAll(async () => {
  await world?.database.close();
  if (dbName) await admin(`drop database if exists ${dbName} with (force)`);
});

function payBody(card: CardKind) {
  return JSON.stringify({
    cardNumber: cards[card],
    expiry: '12/30',
    cvc: '123',
    cardholderName: 'Jane Doe',
    email: 'jane.doe@example.com',
  });
}

function postPayment(base: string, attempt: Attempt) {
  return fetch(`${base}/api/public/links/${world.link.code}/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': attempt.key },
    body: payBody(attempt.card),
  });
}

async function gateLines(): Promise<string[]> {
  return (await readFile(chargeLog, 'utf8')).split('\n').filter((line) => line.startsWith('stopped-'));
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!baseUrl)('kill -9 during payments (PostgreSQL)', () => {
  it('recovers every payment: one charge at most, ledger only for successes, nothing orphaned', async () => {
    const attempts: Attempt[] = [];
    let previous: Attempt[] = [];
    let kills = 0;
    const replays: { status: number; state?: string }[] = [];
    const log = (name: string) => path.join(workDir, `${name}.log`);

    for (const [round, gate] of gates.entries()) {
      const child = await startChild(script, { ...childEnv, WORKERS: 'off' }, gate, log(`round-${round}`));
      // The client retries what the killed process never answered: same key, same body.
      for (const attempt of previous) {
        const response = await postPayment(child.base, attempt);
        const body = (await response.json()) as { status?: string };
        replays.push({ status: response.status, state: body.status });
      }
      const batch = (Object.keys(cards) as CardKind[]).map((card) => ({
        key: `crash-${round}-${card}-${randomBytes(4).toString('hex')}`,
        card,
        gate,
      }));
      const before = (await gateLines()).length;
      const requests = batch.map((attempt) => postPayment(child.base, attempt).catch(() => undefined));
      await waitFor(
        async () => (await gateLines()).length >= before + batch.length,
        `round ${round} gates`,
        20_000,
      );
      await child.kill9();
      kills += 1;
      await Promise.all(requests);
      attempts.push(...batch);
      previous = batch;
    }

    const last = await startChild(script, { ...childEnv, WORKERS: 'on' }, 'none', log('final'));
    const db = world.database.db;
    const linkPayments = () => db.select().from(payments).where(eq(payments.linkId, world.link.id));
    await waitFor(
      async () => (await linkPayments()).every((p) => p.status === 'succeeded' || p.status === 'failed'),
      'the reconciler',
      60_000,
    );
    // Retried once more after the restart: the same answer, and still no new charge.
    for (const attempt of attempts.slice(0, 6)) {
      const response = await postPayment(last.base, attempt);
      expect(response.status).toBe(200);
    }
    await last.stop();

    expect(kills).toBeGreaterThanOrEqual(20);
    expect(replays.every((r) => r.status === 409 || (r.status === 200 && r.state === 'processing'))).toBe(
      true,
    );

    const keys = await db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, `checkout:${world.link.code}`));
    const byKey = new Map(keys.map((k) => [k.key, k.resourceId]));
    for (const attempt of attempts) attempt.paymentId = byKey.get(attempt.key) ?? undefined;
    const all = await linkPayments();
    const byId = new Map(all.map((p) => [p.id, p]));
    // No orphans: one payment per key, every payment some key's.
    expect(keys.length).toBe(attempts.length);
    expect(all.length).toBe(attempts.length);
    expect(new Set(attempts.map((a) => a.paymentId)).size).toBe(attempts.length);
    expect(attempts.every((a) => a.paymentId && byId.has(a.paymentId))).toBe(true);

    const ids = all.map((p) => p.id);
    const charges = (await readFile(chargeLog, 'utf8'))
      .split('\n')
      .filter((line) => line.startsWith('charge '))
      .map((line) => line.slice('charge '.length));
    const acquirer = await db.select().from(sandboxCharges).where(inArray(sandboxCharges.reference, ids));
    const ledger = await db
      .select()
      .from(ledgerTransactions)
      .where(inArray(ledgerTransactions.referenceId, ids));
    const outbox = await db
      .select()
      .from(events)
      .where(
        and(
          eq(events.merchantId, world.merchantId),
          inArray(events.type, ['payment.succeeded', 'payment.failed']),
        ),
      );

    const expected = {
      after_charge: { succeeds: 'succeeded', declined: 'card_declined', threeDs: 'authentication_abandoned' },
      before_charge: {
        succeeds: 'processing_error',
        declined: 'processing_error',
        threeDs: 'processing_error',
      },
    } as const;
    for (const attempt of attempts) {
      const id = attempt.paymentId ?? '';
      const payment = byId.get(id);
      const want = expected[attempt.gate === 'after_charge' ? 'after_charge' : 'before_charge'][attempt.card];
      const calls = charges.filter((ref) => ref === id).length;
      const succeeded = want === 'succeeded';
      expect({ id, result: payment?.status === 'succeeded' ? 'succeeded' : payment?.declineCode }).toEqual({
        id,
        result: want,
      });
      expect({ id, calls }).toEqual({ id, calls: attempt.gate === 'after_charge' ? 1 : 0 });
      expect(acquirer.filter((c) => c.reference === id).length).toBe(attempt.gate === 'after_charge' ? 1 : 0);
      expect({ id, ledger: ledger.filter((t) => t.referenceId === id).length }).toEqual({
        id,
        ledger: succeeded ? 1 : 0,
      });
      const own = outbox.filter((e) => JSON.stringify(e.data).includes(id));
      expect({ id, events: own.map((e) => e.type) }).toEqual({
        id,
        events: [succeeded ? 'payment.succeeded' : 'payment.failed'],
      });
    }
    await expectLedgerConsistent(db, [world.merchantId]);
  });
});
