import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedMerchant, latestEmailTo } from '../../../test/factories.ts';
import { expectLedgerConsistent } from '../../../test/payout-helpers.ts';
import { availableOf, eventTypesOf, getPayment, paidPayment, refund } from '../../../test/refund-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ProviderUnavailableError } from '../../ports.ts';
import { createSandboxProvider } from '../payments/sandbox-provider.ts';
import { recordRefundOutcome } from './record-outcome.ts';

/** The sandbox acquirer, with refunds answered as the test says. */
let refundAnswer: 'succeed' | 'decline' | 'unreachable' = 'succeed';
let refundCalls = 0;

describe('refund outcomes from the acquirer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      provider: (deps) => {
        const sandbox = createSandboxProvider(deps.env, deps);
        return {
          ...sandbox,
          async refund(input) {
            refundCalls += 1;
            if (refundAnswer === 'decline') return { status: 'failed', declineCode: 'processing_error' };
            if (refundAnswer === 'unreachable') throw new ProviderUnavailableError('timeout');
            return sandbox.refund(input);
          },
        };
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('records a refund the acquirer declines as failed and gives the reserved amount back', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const paymentId = await paidPayment(t.app, sme.cookie, { email: 'decline@example.com' });
    refundAnswer = 'decline';
    const response = await refund(t.app, sme.cookie, paymentId, { amount: 2_000, reason: 'other' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'failed', failureCode: 'processing_error' });
    expect(await availableOf(t.app, sme.cookie)).toBe(9_680);
    expect(await getPayment(t.app, sme.cookie, paymentId)).toMatchObject({
      amountRefunded: 0,
      refundStatus: 'none',
    });
    expect((await eventTypesOf(t.database.db, sme.merchantId ?? '')).sort()).toEqual([
      'refund.created',
      'refund.failed',
    ]);
    expect(await latestEmailTo(t.database.db, 'decline@example.com', 'refundIssued')).toBeUndefined();
    // A failed refund no longer counts against what is left to refund.
    refundAnswer = 'succeed';
    const retry = await refund(t.app, sme.cookie, paymentId, { amount: 9_680, reason: 'other' });
    expect(retry.json()).toMatchObject({ status: 'succeeded', amount: 9_680 });
    await expectLedgerConsistent(t.database.db, [sme.merchantId ?? '']);
  });

  it('leaves a refund pending with its amount reserved when the acquirer does not answer', async () => {
    const sme = await createVerifiedMerchant(t.app, t.database.db);
    const paymentId = await paidPayment(t.app, sme.cookie);
    refundAnswer = 'unreachable';
    const calls = refundCalls;
    const response = await refund(
      t.app,
      sme.cookie,
      paymentId,
      { amount: 5_000, reason: 'other' },
      'lost-answer',
    );
    expect(response.json()).toMatchObject({ status: 'pending' });
    expect(await availableOf(t.app, sme.cookie)).toBe(4_680);
    // The pending refund counts against what is left to refund, and a retry never calls the acquirer again.
    const over = await refund(t.app, sme.cookie, paymentId, { amount: 5_001, reason: 'other' });
    expect(over.json().error.code).toBe('refund_exceeds_payment');
    const replay = await refund(
      t.app,
      sme.cookie,
      paymentId,
      { amount: 5_000, reason: 'other' },
      'lost-answer',
    );
    expect(replay.json()).toMatchObject({ id: response.json().id, status: 'pending' });
    expect(refundCalls).toBe(calls + 1);
    // Once the outcome is known it is recorded once; a second recording changes nothing.
    const id = response.json().id as string;
    await recordRefundOutcome(t.app.ctx, id, { status: 'succeeded', providerRefundId: 'sbxre_late' });
    const again = await recordRefundOutcome(t.app.ctx, id, {
      status: 'failed',
      failureCode: 'processing_error',
    });
    expect(again.refund.status).toBe('succeeded');
    expect(await getPayment(t.app, sme.cookie, paymentId)).toMatchObject({ amountRefunded: 5_000 });
    expect(await availableOf(t.app, sme.cookie)).toBe(4_680);
    expect((await eventTypesOf(t.database.db, sme.merchantId ?? '')).sort()).toEqual([
      'refund.created',
      'refund.succeeded',
    ]);
    await expectLedgerConsistent(t.database.db, [sme.merchantId ?? '']);
    refundAnswer = 'succeed';
  });
});
