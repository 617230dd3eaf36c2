import { computeFee } from '@kopru/domain/fees';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decide,
  disputeLedgerOf,
  disputesOf,
  evidenceForm,
  paidWithDisputeCard,
  runDisputesWorker,
  submitEvidence,
} from '../../../test/dispute-helpers.ts';
import { createAdmin, createVerifiedMerchant, type SignedIn } from '../../../test/factories.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { expectLedgerConsistent } from '../../../test/payout-helpers.ts';
import { getPayment, paidPayment, refund } from '../../../test/refund-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ledgerEntries } from '../../db/schema/ledger-entries.ts';

type Step =
  | { kind: 'pay'; amount: number; disputed: boolean }
  | { kind: 'refund'; pick: number; amount: number }
  | { kind: 'minute' }
  | { kind: 'decide'; pick: number; outcome: 'won' | 'lost'; withEvidence: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    amount: fc.integer({ min: 100, max: 30_000 }),
    disputed: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('refund' as const),
    pick: fc.nat(),
    amount: fc.integer({ min: 1, max: 31_000 }),
  }),
  fc.record({ kind: fc.constant('minute' as const) }),
  fc.record({
    kind: fc.constant('decide' as const),
    pick: fc.nat(),
    outcome: fc.constantFrom('won' as const, 'lost' as const),
    withEvidence: fc.boolean(),
  }),
);

describe('payments, refunds and dispute outcomes in any order, and the ledger', () => {
  let t: TestApp;
  let admin: SignedIn;
  const clock = testClock(new Date('2026-11-02T09:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await createAdmin(t.app, t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps every currency summing to zero, balances equal to their entries, refunds within the payment, and the merchant’s position exact', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 8 }), async (steps) => {
        const sme = await createVerifiedMerchant(t.app, t.database.db);
        const merchantId = sme.merchantId ?? '';
        const payments: { id: string; amount: number; refunded: number; chargedBack: number }[] = [];
        // available - owed, as the rules say it must be.
        let position = 0;
        for (const s of steps) {
          if (s.kind === 'pay') {
            const id = s.disputed
              ? await paidWithDisputeCard(t.app, sme.cookie, { amount: s.amount })
              : await paidPayment(t.app, sme.cookie, { amount: s.amount });
            payments.push({ id, amount: s.amount, refunded: 0, chargedBack: 0 });
            position += computeFee(s.amount).net;
          } else if (s.kind === 'refund') {
            const payment = payments[s.pick % Math.max(payments.length, 1)];
            if (!payment) continue;
            const response = await refund(t.app, sme.cookie, payment.id, {
              amount: s.amount,
              reason: 'other',
            });
            if (response.statusCode === 201 && response.json().status === 'succeeded') {
              payment.refunded += s.amount;
              position -= s.amount;
            } else
              expect([
                'refund_exceeds_payment',
                'refund_exceeds_balance',
                'payment_disputed',
                'payment_charged_back',
              ]).toContain(response.json().error.code);
          } else if (s.kind === 'minute') {
            const before = await disputesOf(t.app, sme.cookie);
            clock.advance(61_000);
            await runDisputesWorker(t.app);
            for (const opened of (await disputesOf(t.app, sme.cookie)).filter(
              (d) => !before.some((b) => b.id === d.id),
            ))
              position -= opened.amount + opened.fee;
          } else {
            const open = (await disputesOf(t.app, sme.cookie)).filter((d) => d.status === 'needs_response');
            const dispute = open[s.pick % Math.max(open.length, 1)];
            if (!dispute) continue;
            if (s.withEvidence)
              expect(
                (await submitEvidence(t.app, sme.cookie, dispute.id, evidenceForm('Proof.', []))).statusCode,
              ).toBe(200);
            const response = await decide(t.app, admin.cookie, dispute.id, s.outcome);
            const allowed = s.outcome === 'lost' || s.withEvidence;
            expect(response.statusCode).toBe(allowed ? 200 : 409);
            if (allowed && s.outcome === 'won') position += dispute.amount + dispute.fee;
            const paid = payments.find((p) => p.id === dispute.paymentId);
            if (allowed && s.outcome === 'lost' && paid) paid.chargedBack += dispute.amount;
          }
        }
        for (const payment of payments) {
          const shown = await getPayment(t.app, sme.cookie, payment.id);
          expect(shown.amountRefunded).toBe(payment.refunded);
          expect(shown.chargedBackAmount).toBe(payment.chargedBack);
          // Refunds and chargebacks together never give back more than was paid.
          expect(shown.amountRefunded + shown.chargedBackAmount).toBeLessThanOrEqual(payment.amount);
        }
        const ledger = await disputeLedgerOf(t.database.db, merchantId);
        expect(ledger.available + ledger.negative).toBe(position);
        // Never both: what is owed is repaid before anything becomes available.
        expect(ledger.available > 0 && ledger.negative < 0).toBe(false);
        await expectLedgerConsistent(t.database.db, [merchantId]);
        const sums = await t.database.db
          .select({ total: sql<number>`sum(${ledgerEntries.amount})::bigint`.mapWith(Number) })
          .from(ledgerEntries)
          .groupBy(ledgerEntries.currency);
        for (const row of sums) expect(row.total).toBe(0);
      }),
      { numRuns: 10 },
    );
  }, 300_000);
});
