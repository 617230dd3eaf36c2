import { AppError } from '@kopru/domain/errors';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { type PaymentRow, payments } from '../../db/schema/payments.ts';
import { CallbackRejectedError, type ProviderOutcome } from '../../ports.ts';
import { recordOutcome } from './record-outcome.ts';
import { verifyThreeDsState } from './three-ds-state.ts';

/**
 * The bank sent the payer back after 3-D Secure. The callback must carry our signed state for
 * this payment (three-ds-state.ts) and its nonce is used once: taking it is one conditional
 * update, so a forged state or a replayed callback is refused before the acquirer is asked. The
 * acquirer then checks its own signature (complete) outside any transaction, and recordOutcome
 * stores the result. An acquirer that cannot be reached leaves the payment for the reconciler.
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
    outcome = await ctx.paymentProvider.complete(input.paymentId, input.callback);
  } catch (error) {
    if (error instanceof CallbackRejectedError) throw new AppError('payment_callback_rejected');
    return taken;
  }
  return recordOutcome(ctx, input.paymentId, outcome);
}
