import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMerchant } from '../../../test/factories.ts';
import { expectLedgerConsistent } from '../../../test/payout-helpers.ts';
import { availableOf, getPayment, paidPayment, refund } from '../../../test/refund-helpers.ts';
import { createTestApp, type TestApp, testDbKind } from '../../../test/test-app.ts';
import { refunds } from '../../db/schema/refunds.ts';

// Real parallelism needs PostgreSQL (PGlite runs one statement at a time).
describe.skipIf(testDbKind !== 'postgres')('racing refunds on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('never refunds more than was paid: 12 parallel refunds of 30.00 on a 100.00 payment', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    await paidPayment(t.app, sme.cookie, { amount: 100_000 }); // the balance is not what limits here
    const paymentId = await paidPayment(t.app, sme.cookie);
    const before = await availableOf(t.app, sme.cookie);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        refund(t.app, sme.cookie, paymentId, { amount: 3_000, reason: 'other' }),
      ),
    );
    const codes = responses.map((r) => (r.statusCode === 201 ? r.json().status : r.json().error.code));
    expect(codes.filter((c) => c === 'succeeded')).toHaveLength(3);
    expect(codes.filter((c) => c === 'refund_exceeds_payment')).toHaveLength(9);
    expect(await getPayment(t.app, sme.cookie, paymentId)).toMatchObject({ amountRefunded: 9_000 });
    expect(await availableOf(t.app, sme.cookie)).toBe(before - 9_000);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
    expect(rows).toHaveLength(3);
    await expectLedgerConsistent(t.database.db, [sme.merchantId ?? '']);
  });

  it('never overdraws: parallel refunds on many payments stop at the available balance', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const paymentIds = [];
    for (let i = 0; i < 6; i++) paymentIds.push(await paidPayment(t.app, sme.cookie, { amount: 5_000 }));
    // 6 x 48.25 = 289.50 available; 6 refunds of 50.00 cannot all fit.
    expect(await availableOf(t.app, sme.cookie)).toBe(28_950);
    const responses = await Promise.all(
      paymentIds.map((id) => refund(t.app, sme.cookie, id, { amount: 5_000, reason: 'duplicate' })),
    );
    const codes = responses.map((r) => (r.statusCode === 201 ? r.json().status : r.json().error.code));
    expect(codes.filter((c) => c === 'succeeded')).toHaveLength(5);
    expect(codes.filter((c) => c === 'refund_exceeds_balance')).toHaveLength(1);
    expect(await availableOf(t.app, sme.cookie)).toBe(28_950 - 25_000);
    await expectLedgerConsistent(t.database.db, [sme.merchantId ?? '']);
  });
});
