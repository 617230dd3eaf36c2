import { MIN_PAYOUT_MINOR } from '@kopru/domain/payouts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createKycApprovedMerchant,
  fundMerchant,
  type SignedIn,
} from '../../../test/factories.ts';
import {
  cancelPayout,
  decidePayout,
  expectLedgerConsistent,
  ledgerOf,
  requestPayout,
} from '../../../test/payout-helpers.ts';
import { createTestApp, type TestApp, testDbKind } from '../../../test/test-app.ts';
import { ledgerTransactions } from '../../db/schema/ledger-transactions.ts';
import { payouts } from '../../db/schema/payouts.ts';

const TRIALS = 12;
const PARALLEL = 50;

function randomInt(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min + 1));
}

// Real parallelism needs PostgreSQL (PGlite runs one statement at a time).
describe.skipIf(testDbKind !== 'postgres')('concurrent payouts on PostgreSQL', () => {
  let t: TestApp;
  let admin: SignedIn;
  let sme: Awaited<ReturnType<typeof createKycApprovedMerchant>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.app, t.database.db);
    sme = await createKycApprovedMerchant(t.app, t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it(`never reserves more than the balance: ${PARALLEL} parallel requests of random amounts, ${TRIALS} trials`, async () => {
    let reservedSoFar = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      // Each trial starts from a fresh available balance B (whatever earlier trials left, plus a payment).
      await fundMerchant(t.app, sme.cookie, { amount: randomInt(50_000, 500_000) });
      const balance = (await ledgerOf(t.database.db, sme.merchantId)).available;
      // Amounts between B/40 and B/12: together they always ask for more than B.
      const amounts = Array.from({ length: PARALLEL }, () =>
        randomInt(Math.max(MIN_PAYOUT_MINOR, Math.ceil(balance / 40)), Math.floor(balance / 12)),
      );
      expect(amounts.reduce((sum, a) => sum + a, 0)).toBeGreaterThan(balance);
      const responses = await Promise.all(
        amounts.map((amount) => requestPayout(t.app, sme.cookie, { amount, currency: 'USD' })),
      );
      const accepted = responses.filter((r) => r.statusCode === 201).map((r) => r.json().amount as number);
      const refused = responses.filter((r) => r.statusCode !== 201);
      for (const response of refused) {
        expect(response.statusCode).toBe(409);
        expect(response.json().error.code).toBe('insufficient_balance');
      }
      const sum = accepted.reduce((total, a) => total + a, 0);
      expect(sum).toBeLessThanOrEqual(balance);
      expect(refused.length).toBeGreaterThan(0);
      reservedSoFar += sum;
      const after = await ledgerOf(t.database.db, sme.merchantId);
      expect(after.available).toBe(balance - sum);
      expect(after.available).toBeGreaterThanOrEqual(0);
      expect(after.reserved).toBe(reservedSoFar);
      const rows = await t.database.db.select().from(payouts).where(eq(payouts.merchantId, sme.merchantId));
      expect(rows.reduce((total, row) => total + row.amount, 0)).toBe(reservedSoFar);
    }
    await expectLedgerConsistent(t.database.db, [sme.merchantId]);
  }, 60_000);

  it('creates one payout for 20 parallel requests with the same Idempotency-Key', async () => {
    await fundMerchant(t.app, sme.cookie, { amount: 100_000 });
    const before = await ledgerOf(t.database.db, sme.merchantId);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        requestPayout(t.app, sme.cookie, { amount: 5_000, currency: 'USD' }, 'one-key-many-tries'),
      ),
    );
    for (const response of responses) expect([201, 409]).toContain(response.statusCode);
    const ids = new Set(responses.filter((r) => r.statusCode === 201).map((r) => r.json().id));
    expect(ids.size).toBe(1);
    const after = await ledgerOf(t.database.db, sme.merchantId);
    expect(after.reserved - before.reserved).toBe(5_000);
    expect(before.available - after.available).toBe(5_000);
  });

  it('lets one of cancel and reject end a payout under racing decisions, and moves the money once', async () => {
    await fundMerchant(t.app, sme.cookie, { amount: 1_000_000 });
    for (let round = 0; round < 10; round++) {
      const payout = (await requestPayout(t.app, sme.cookie, { amount: 10_000, currency: 'USD' })).json();
      const before = await ledgerOf(t.database.db, sme.merchantId);
      const [cancel, approve, reject] = await Promise.all([
        cancelPayout(t.app, sme.cookie, payout.id),
        decidePayout(t.app, admin.cookie, payout.id, 'approve'),
        decidePayout(t.app, admin.cookie, payout.id, 'reject'),
      ]);
      for (const response of [cancel, approve, reject]) expect([200, 409]).toContain(response.statusCode);
      // Cancel and reject both end the payout, so only one of them can win. Approve may win
      // before either; then cancel has lost (it needs a requested payout) and reject still
      // wins (approved -> rejected). Either way the money comes back exactly once.
      expect([cancel.statusCode, reject.statusCode].filter((s) => s === 200)).toHaveLength(1);
      if (approve.statusCode === 200) expect(reject.statusCode).toBe(200);
      const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, payout.id));
      expect(row?.status).toBe(cancel.statusCode === 200 ? 'cancelled' : 'rejected');
      const after = await ledgerOf(t.database.db, sme.merchantId);
      expect(after.available - before.available).toBe(10_000);
      expect(before.reserved - after.reserved).toBe(10_000);
      const postings = await t.database.db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.referenceId, payout.id));
      expect(postings).toHaveLength(2);
    }
    await expectLedgerConsistent(t.database.db, [sme.merchantId]);
  });

  it('lets only one of mark-paid and mark-failed settle an approved payout', async () => {
    await fundMerchant(t.app, sme.cookie, { amount: 1_000_000 });
    for (let round = 0; round < 10; round++) {
      const payout = (await requestPayout(t.app, sme.cookie, { amount: 10_000, currency: 'USD' })).json();
      expect((await decidePayout(t.app, admin.cookie, payout.id, 'approve')).statusCode).toBe(200);
      const before = await ledgerOf(t.database.db, sme.merchantId);
      const responses = await Promise.all([
        decidePayout(t.app, admin.cookie, payout.id, 'mark-paid'),
        decidePayout(t.app, admin.cookie, payout.id, 'mark-failed'),
        decidePayout(t.app, admin.cookie, payout.id, 'mark-paid'),
      ]);
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const loser of responses.filter((r) => r.statusCode !== 200)) {
        expect(loser.statusCode).toBe(409);
        expect(loser.json().error.code).toBe('payout_status_conflict');
      }
      const after = await ledgerOf(t.database.db, sme.merchantId);
      expect(before.reserved - after.reserved).toBe(10_000);
      const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, payout.id));
      if (row?.status === 'paid') expect(after.payoutsClearing - before.payoutsClearing).toBe(10_000);
      else expect(after.available - before.available).toBe(10_000);
    }
    await expectLedgerConsistent(t.database.db, [sme.merchantId]);
  });
});
