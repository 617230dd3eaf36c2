import type { AppContext } from '../../context.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import type { RefundRow } from '../../db/schema/refunds.ts';
import { workClaimedBatch } from '../../lib/claimed-batch.ts';
import { nextLookup } from '../../lib/reconcile-backoff.ts';
import { ProviderUnavailableError } from '../../ports.ts';
import { claimDueRefunds, deferRefund, releaseRefunds } from './reconcile-repository.ts';
import { recordRefundOutcome } from './record-outcome.ts';

const LEASE_MS = 60_000;

/**
 * Worker pass: refunds still `pending` past their time (no answer recorded: a lost answer, a
 * crash during the call) are looked up at the acquirer (retrieveRefund), never sent again, since
 * refunds are not idempotent. The answer is recorded as the refund's outcome; one that settles
 * nothing is asked again with back-off and in the end waits for an admin, as payments do
 * (payments/reconciler.ts). A refund never reached the acquirer (the acquirer proves it) fails,
 * and its amount goes back to the balance.
 */
export async function reconcileRefunds(
  ctx: AppContext,
  batchSize = 20,
  stopping?: AbortSignal,
): Promise<number> {
  return workClaimedBatch({
    clock: ctx.clock,
    claim: (now) => claimDueRefunds(ctx.db, now, batchSize, LEASE_MS),
    handle: ({ refund, payment }) => reconcileOne(ctx, refund, payment),
    idOf: (row) => row.refund.id,
    giveBack: (ids, at) => releaseRefunds(ctx.db, ids, at),
    stopping,
  });
}

async function reconcileOne(ctx: AppContext, refund: RefundRow, payment: PaymentRow): Promise<void> {
  let found: Awaited<ReturnType<AppContext['paymentProvider']['retrieveRefund']>>;
  try {
    found = await ctx.paymentProvider.retrieveRefund({
      reference: payment.id,
      providerPaymentId: payment.providerPaymentId ?? '',
      amountMinor: refund.amount,
      currency: refund.currency,
      refundReference: refund.id,
      method: refund.method,
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    await deferRefund(
      ctx.db,
      refund.id,
      error.answer ?? error.message,
      nextLookup(refund.reconcileAttempts, ctx.clock.now()),
    );
    return;
  }
  await recordRefundOutcome(
    ctx,
    refund.id,
    found.status === 'succeeded'
      ? found
      : {
          status: 'failed',
          failureCode: found.status === 'not_found' ? 'processing_error' : found.declineCode,
        },
  );
}
