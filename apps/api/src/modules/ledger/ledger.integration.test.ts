import { computeFee } from '@kopru/domain/fees';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, createVerifiedMerchant, pay } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { merchantAccountDrift, platformBalances, unbalancedTransactions } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const declined = '4000000000000002';

describe('the ledger', () => {
  it('keeps every transaction balanced and every balance equal to its entries, for any sequence of payments', async () => {
    const merchant = await createVerifiedMerchant(t.app, t.database.db);
    const merchantId = merchant.merchantId ?? '';
    let expectedNet = 0;
    let expectedFees = 0;
    let expectedGross = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ amount: fc.integer({ min: 100, max: 100_000_000 }), succeeds: fc.boolean() }), {
          minLength: 1,
          maxLength: 4,
        }),
        async (attempts) => {
          for (const attempt of attempts) {
            const link = await createLink(t.app, merchant.cookie, {
              amount: attempt.amount,
              currency: 'EUR',
            });
            const response = await pay(t.app, link.code, attempt.succeeds ? {} : { cardNumber: declined });
            expect(response.json().status).toBe(attempt.succeeds ? 'succeeded' : 'failed');
            if (attempt.succeeds) {
              const { fee, net } = computeFee(attempt.amount);
              expectedNet += net;
              expectedFees += fee;
              expectedGross += attempt.amount;
            }
          }
          expect(await unbalancedTransactions(t.database.db)).toEqual([]);
          for (const account of await merchantAccountDrift(t.database.db, [merchantId])) {
            expect(account.balance).toBe(account.entries);
          }
          const overview = (
            await t.app.inject({
              method: 'GET',
              url: '/api/merchant/overview',
              headers: { cookie: merchant.cookie },
            })
          ).json();
          const eur = overview.balances.find((b: { currency: string }) => b.currency === 'EUR');
          expect(eur?.available ?? 0).toBe(expectedNet);
          const platform = await platformBalances(t.database.db);
          const of = (type: string) =>
            platform.find((p) => p.type === type && p.currency === 'EUR')?.balance ?? 0;
          expect(of('fees')).toBe(expectedFees);
          expect(of('acquirer_clearing') + expectedGross).toBe(0);
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);
});
