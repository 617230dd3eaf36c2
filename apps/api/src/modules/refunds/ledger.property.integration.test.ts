import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMerchant } from '../../../test/factories.ts';
import { expectLedgerConsistent } from '../../../test/payout-helpers.ts';
import { availableOf, getPayment, paidPayment, refund } from '../../../test/refund-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('refunds and the ledger, for any sequence of payments and refunds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('never refunds more than a payment, never overdraws, and keeps every balance equal to its entries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 100, max: 20_000 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 21_000 })), { minLength: 1, maxLength: 5 }),
        async (amounts, attempts) => {
          const sme = await createVerifiedMerchant(t.app, t.database.db);
          const payments = [];
          for (const amount of amounts)
            payments.push({ id: await paidPayment(t.app, sme.cookie, { amount }), amount });
          const refunded = new Map<string, number>();
          for (const [pick, amount] of attempts) {
            const payment = payments[pick % payments.length];
            if (!payment) continue;
            const before = await availableOf(t.app, sme.cookie);
            const left = payment.amount - (refunded.get(payment.id) ?? 0);
            const response = await refund(t.app, sme.cookie, payment.id, { amount, reason: 'other' });
            const expected =
              amount > left
                ? 'refund_exceeds_payment'
                : amount > before
                  ? 'refund_exceeds_balance'
                  : 'succeeded';
            const got = response.statusCode === 201 ? response.json().status : response.json().error.code;
            expect(got).toBe(expected);
            if (got === 'succeeded') refunded.set(payment.id, (refunded.get(payment.id) ?? 0) + amount);
            expect(await availableOf(t.app, sme.cookie)).toBe(got === 'succeeded' ? before - amount : before);
          }
          for (const payment of payments) {
            const shown = await getPayment(t.app, sme.cookie, payment.id);
            expect(shown.amountRefunded).toBe(refunded.get(payment.id) ?? 0);
            expect(shown.amountRefunded).toBeLessThanOrEqual(payment.amount);
          }
          await expectLedgerConsistent(t.database.db, [sme.merchantId ?? '']);
        },
      ),
      { numRuns: 12 },
    );
  });
});
