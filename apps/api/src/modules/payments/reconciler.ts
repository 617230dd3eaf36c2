import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { type PaymentRow, payments } from '../../db/schema/payments.ts';
import { classifyDbError } from '../../lib/db-errors.ts';
import { ProviderUnavailableError } from '../../ports.ts';
import { type PaymentOutcome, recordOutcome } from './record-outcome.ts';
import { unresolvedStatuses } from './state-machine.ts';

/** How long a claimed payment is left to this worker before another may try it. */
const LEASE_MS = 60_000;

/**
 * Worker pass: payments left `processing` or `requires_action` past their time (reconcileAfter)
 * are resolved by asking the acquirer by reference (retrieve), never by charging again. The
 * claim is a short transaction (FOR UPDATE SKIP LOCKED) that moves reconcileAfter forward as a
 * lease; the acquirer is asked outside any transaction; recordOutcome records the answer.
 */
export async function reconcilePayments(
  ctx: AppContext,
  batchSize = 20,
  stopping?: AbortSignal,
): Promise<number> {
  const now = ctx.clock.now();
  const claimed = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(payments)
      .where(and(inArray(payments.status, [...unresolvedStatuses]), lte(payments.reconcileAfter, now)))
      .orderBy(asc(payments.reconcileAfter))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (due.length > 0)
      await tx
        .update(payments)
        .set({ reconcileAfter: new Date(now.getTime() + LEASE_MS) })
        .where(
          inArray(
            payments.id,
            due.map((payment) => payment.id),
          ),
        );
    return due;
  });
  let fault: unknown;
  for (const [index, payment] of claimed.entries()) {
    if (stopping?.aborted) {
      // Shutting down: the rest is due again at once for another process.
      await releasePayments(ctx, claimed.slice(index));
      break;
    }
    try {
      await reconcileOne(ctx, payment);
    } catch (error) {
      if (!classifyDbError(error)) throw error;
      // A database fault (held lock, exhausted pool, restart): give the payment back soon instead
      // of holding it for the whole lease, and go on with the others of the batch.
      fault ??= error;
      await ctx.db
        .update(payments)
        .set({ reconcileAfter: new Date(ctx.clock.now().getTime() + RETRY_AFTER_DB_FAULT_MS) })
        .where(and(eq(payments.id, payment.id), inArray(payments.status, [...unresolvedStatuses])))
        .catch(() => {});
    }
  }
  if (fault) throw fault;
  return claimed.length;
}

async function releasePayments(ctx: AppContext, rest: PaymentRow[]) {
  await ctx.db
    .update(payments)
    .set({ reconcileAfter: ctx.clock.now() })
    .where(
      and(
        inArray(
          payments.id,
          rest.map((payment) => payment.id),
        ),
        inArray(payments.status, [...unresolvedStatuses]),
      ),
    );
}

/** When a payment whose reconciliation met a database fault is tried again. */
const RETRY_AFTER_DB_FAULT_MS = 2_000;

/** What the acquirer's record means for a payment whose time is up. */
async function verdict(ctx: AppContext, payment: PaymentRow): Promise<PaymentOutcome | undefined> {
  let found: Awaited<ReturnType<AppContext['paymentProvider']['retrieve']>>;
  try {
    found = await ctx.paymentProvider.retrieve(payment.id);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return undefined; // asked again when the lease ends
    throw error;
  }
  // The charge never reached the acquirer (the process stopped between steps 1 and 2).
  if (found.status === 'not_found') return { status: 'failed', declineCode: 'processing_error' };
  // The payer never finished the 3-D Secure challenge in time.
  if (found.status === 'requires_action')
    return {
      status: 'failed',
      declineCode: 'authentication_abandoned',
      providerPaymentId: found.providerPaymentId,
    };
  return found;
}

async function reconcileOne(ctx: AppContext, payment: PaymentRow): Promise<void> {
  const outcome = await verdict(ctx, payment);
  if (outcome) await recordOutcome(ctx, payment.id, outcome);
}
