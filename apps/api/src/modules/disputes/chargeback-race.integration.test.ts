import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, disputesOf, paidWithDisputeCard, runDisputesWorker } from '../../../test/dispute-helpers.ts';
import { createAdmin, createVerifiedMerchant, fundMerchant, type SignedIn } from '../../../test/factories.ts';
import { testClock } from '../../../test/payment-helpers.ts';
import { expectLedgerConsistent } from '../../../test/payout-helpers.ts';
import { getPayment, refund } from '../../../test/refund-helpers.ts';
import { createTestApp, type TestApp, testDbKind } from '../../../test/test-app.ts';
import { refunds } from '../../db/schema/refunds.ts';
import { ProviderUnavailableError } from '../../ports.ts';
import { createSandboxProvider } from '../payments/sandbox-provider.ts';
import { recordRefundOutcome } from '../refunds/record-outcome.ts';

const MINUTE = 60_000;
let unreachable = false;

// Real parallelism needs PostgreSQL (PGlite runs one statement at a time).
describe.skipIf(testDbKind !== 'postgres')('refunds racing a dispute being lost, on PostgreSQL', () => {
  let t: TestApp;
  let admin: SignedIn;
  const clock = testClock(new Date('2026-11-02T09:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({
      clock,
      provider: (deps) => {
        const sandbox = createSandboxProvider(deps.env, deps);
        return {
          ...sandbox,
          async refund(input) {
            if (unreachable) throw new ProviderUnavailableError('timeout');
            return sandbox.refund(input);
          },
        };
      },
    });
    admin = await createAdmin(t.app, t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * A $100.00 payment whose $30.00 refund was pending when its $70.00 dispute opened and failed
   * afterwards: once the dispute is lost, exactly $30.00 may still be refunded.
   */
  async function paymentWithThirtyLeftAfterLoss() {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    await fundMerchant(t.app, sme.cookie, { amount: 50_000 });
    const paymentId = await paidWithDisputeCard(t.app, sme.cookie);
    unreachable = true;
    const pending = await refund(t.app, sme.cookie, paymentId, { amount: 3_000, reason: 'other' });
    unreachable = false;
    clock.advance(MINUTE + 1_000);
    await runDisputesWorker(t.app);
    await recordRefundOutcome(t.app.ctx, pending.json().id, {
      status: 'failed',
      failureCode: 'processing_error',
    });
    const dispute = (await disputesOf(t.app, sme.cookie)).find((d) => d.paymentId === paymentId);
    if (dispute?.amount !== 7_000) throw new Error('dispute not opened for 70.00');
    return { sme, paymentId, disputeId: dispute.id };
  }

  it('never lets more than the amount leave: 8 refunds of 20.00 racing the loss of a 70.00 dispute', async () => {
    for (const head of [0, 2, 4, 8]) {
      const { sme, paymentId, disputeId } = await paymentWithThirtyLeftAfterLoss();
      const send = () => refund(t.app, sme.cookie, paymentId, { amount: 2_000, reason: 'other' });
      // `head` refunds start before the decision, the rest with it: the interleavings differ per round.
      const early = Array.from({ length: head }, send);
      const decision = decide(t.app, admin.cookie, disputeId, 'lost');
      const late = Array.from({ length: 8 - head }, send);
      const responses = await Promise.all([...early, ...late]);
      expect((await decision).statusCode).toBe(200);
      const codes = responses.map((r) => (r.statusCode === 201 ? r.json().status : r.json().error.code));
      for (const code of codes)
        expect(['succeeded', 'payment_disputed', 'refund_exceeds_payment']).toContain(code);
      expect(codes.filter((c) => c === 'succeeded').length).toBeLessThanOrEqual(1);

      const payment = await getPayment(t.app, sme.cookie, paymentId);
      const rows = await t.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
      const given = rows.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
      expect(payment.chargedBackAmount).toBe(7_000);
      expect(given + payment.chargedBackAmount).toBeLessThanOrEqual(payment.amount);
      expect(payment.amountRefunded).toBe(given);
      // What is left after the race is refused or refunded exactly.
      const rest = await refund(t.app, sme.cookie, paymentId, { reason: 'other' });
      expect(rest.statusCode).toBe(201);
      expect(rest.json().amount).toBe(3_000 - given);
      expect((await refund(t.app, sme.cookie, paymentId, { reason: 'other' })).json().error.code).toBe(
        'payment_charged_back',
      );
      await expectLedgerConsistent(t.database.db, [sme.merchantId ?? '']);
    }
  });
});
