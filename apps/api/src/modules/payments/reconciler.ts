import type { AppContext } from '../../context.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import { workClaimedBatch } from '../../lib/claimed-batch.ts';
import { nextLookup } from '../../lib/reconcile-backoff.ts';
import { ProviderUnavailableError } from '../../ports.ts';
import { claimDuePayments, deferPayment, releasePayments } from './reconcile-repository.ts';
import { type PaymentOutcome, recordOutcome } from './record-outcome.ts';

/** How long a claimed payment is left to this worker before another may try it. */
const LEASE_MS = 60_000;

/**
 * Worker pass: payments left `processing` or `requires_action` past their time (reconcileAfter)
 * are resolved by asking the acquirer with every id we have of them (retrieve), never by charging
 * again. The claim is a short transaction (FOR UPDATE SKIP LOCKED) that moves reconcileAfter
 * forward as a lease; the acquirer is asked outside any transaction; recordOutcome records the
 * answer. An answer that settles nothing never fails a payment: it is asked again with back-off
 * (lib/reconcile-backoff.ts) and in the end waits for an admin with what the acquirer said.
 */
export async function reconcilePayments(
  ctx: AppContext,
  batchSize = 20,
  stopping?: AbortSignal,
): Promise<number> {
  return workClaimedBatch({
    clock: ctx.clock,
    claim: (now) => claimDuePayments(ctx.db, now, batchSize, LEASE_MS),
    handle: (payment) => reconcileOne(ctx, payment),
    idOf: (payment) => payment.id,
    giveBack: (ids, at) => releasePayments(ctx.db, ids, at),
    stopping,
  });
}

type Verdict = { outcome: PaymentOutcome } | { later: Date } | { unsettled: string };

/** What the acquirer's record means for a payment whose time is up. */
async function verdict(ctx: AppContext, payment: PaymentRow): Promise<Verdict> {
  let found: Awaited<ReturnType<AppContext['paymentProvider']['retrieve']>>;
  try {
    found = await ctx.paymentProvider.retrieve({
      reference: payment.id,
      providerPaymentId: payment.providerPaymentId,
      providerToken: payment.providerToken,
    });
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return { unsettled: error.answer ?? error.message };
    throw error;
  }
  // The acquirer proved nothing was charged (e.g. the process stopped between steps 1 and 2).
  if (found.status === 'not_found') return { outcome: { status: 'failed', declineCode: 'processing_error' } };
  if (found.status === 'requires_action') {
    // Still in 3-D Secure, or not paid on the acquirer's page yet: the payer may finish until the
    // challenge's time is up, and never before the page stops taking payments.
    const deadline = new Date(payment.statusChangedAt.getTime() + waitSeconds(ctx, payment) * 1000);
    if (payment.status === 'requires_action' && ctx.clock.now() < deadline) return { later: deadline };
    return {
      outcome: {
        status: 'failed',
        declineCode: 'authentication_abandoned',
        providerPaymentId: found.providerPaymentId,
      },
    };
  }
  return { outcome: found };
}

/** A margin past the acquirer page's own lifetime, for clocks that differ and a payment in flight. */
const PAGE_MARGIN_SECONDS = 300;

function waitSeconds(ctx: AppContext, payment: PaymentRow): number {
  const entry = ctx.paymentProvider.cardEntry;
  if (!payment.providerToken || entry.kind !== 'acquirer_page') return ctx.env.THREE_DS_TIMEOUT_SECONDS;
  return Math.max(ctx.env.THREE_DS_TIMEOUT_SECONDS, entry.pageSeconds + PAGE_MARGIN_SECONDS);
}

async function reconcileOne(ctx: AppContext, payment: PaymentRow): Promise<void> {
  const result = await verdict(ctx, payment);
  if ('outcome' in result) {
    await recordOutcome(ctx, payment.id, result.outcome);
    return;
  }
  if ('later' in result) {
    await releasePayments(ctx.db, [payment.id], result.later);
    return;
  }
  await deferPayment(
    ctx.db,
    payment.id,
    result.unsettled,
    nextLookup(payment.reconcileAttempts, ctx.clock.now()),
  );
}
