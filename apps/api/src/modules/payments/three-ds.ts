import { AppError } from '@kopru/domain/errors';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { type PaymentRow, payments } from '../../db/schema/payments.ts';
import { CallbackRejectedError, type ProviderOutcome, ProviderUnavailableError } from '../../ports.ts';
import { noteUnknownOutcome } from './reconcile-repository.ts';
import { recordOutcome } from './record-outcome.ts';
import { verifyThreeDsState } from './three-ds-state.ts';

/**
 * The bank sent the payer back after 3-D Secure. The callback must carry our signed state for
 * this payment (three-ds-state.ts) and its nonce is used once: taking it is one conditional
 * update, so a forged state or a replayed callback is refused before the acquirer is asked. The
 * acquirer then checks its own signature (complete) outside any transaction, and recordOutcome
 * stores the result. An acquirer that cannot be reached, or whose answer settles nothing (a system
 * error, a bank timeout), leaves the payment for the reconciler, which asks soon rather than when
 * the challenge's time is up.
 */
export async function completeThreeDs(
  ctx: AppContext,
  input: { paymentId: string; state: string; callback: Record<string, string> },
): Promise<PaymentRow> {
  const nonce = verifyThreeDsState(ctx.appSecret, input.paymentId, input.state);
  if (!nonce) throw new AppError('payment_callback_rejected');
  const [taken] = await ctx.db
    .update(payments)
    .set({ threeDsNonce: null })
    .where(
      and(
        eq(payments.id, input.paymentId),
        eq(payments.threeDsNonce, nonce),
        eq(payments.status, 'requires_action'),
      ),
    )
    .returning();
  if (!taken) throw new AppError('payment_callback_rejected');
  let outcome: ProviderOutcome;
  try {
    outcome = await ctx.paymentProvider.complete(
      {
        reference: taken.id,
        providerPaymentId: taken.providerPaymentId,
        providerToken: taken.providerToken,
        amountMinor: taken.amount,
        currency: taken.currency,
      },
      input.callback,
    );
  } catch (error) {
    if (error instanceof CallbackRejectedError) throw new AppError('payment_callback_rejected');
    const answer =
      error instanceof ProviderUnavailableError ? (error.answer ?? error.message) : String(error);
    const soon = new Date(ctx.clock.now().getTime() + ctx.env.PAYMENT_RECONCILE_AFTER_SECONDS * 1000);
    await noteUnknownOutcome(ctx.db, taken.id, answer, soon);
    return taken;
  }
  return recordOutcome(ctx, input.paymentId, outcome);
}
