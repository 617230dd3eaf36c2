import { createId } from '@kopru/domain/ids';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { payments } from '../../db/schema/payments.ts';
import type { ProviderDispute } from '../../ports.ts';
import { recordEvent } from '../events/repository.ts';
import { postLedgerTransaction } from '../ledger/repository.ts';
import { holdFromBalanceLines } from '../ledger/reserve.ts';
import { reservedRefundAmount } from '../refunds/repository.ts';
import { heldTotal, holdClearingLine } from './ledger.ts';
import { toDispute } from './mapping.ts';
import { emailDispute } from './notify.ts';
import { findDisputeByProviderId, insertDispute } from './repository.ts';

const DAY_MS = 86_400_000;

/**
 * Worker pass: asks the acquirer for the disputes it reported (outside any transaction), records
 * each one, then acknowledges it so it is not reported again. Recording is idempotent by the
 * acquirer's dispute id, so a crash between the two steps records nothing twice.
 */
export async function openReportedDisputes(ctx: AppContext): Promise<number> {
  const provider = ctx.paymentProvider;
  if (!provider.reportedDisputes) return 0;
  const reported = await provider.reportedDisputes(ctx.clock.now());
  for (const dispute of reported) {
    await recordReportedDispute(ctx, dispute);
    await provider.acknowledgeDispute?.(dispute.providerDisputeId, ctx.clock.now());
  }
  return reported.length;
}

/**
 * One short transaction: the payment is locked (as a refund locks it, so the two are decided one
 * after the other), the dispute recorded `needs_response` for what is left unrefunded, its event
 * and e-mail written, and last the hold of amount + fee: from `available`, the rest into
 * `negative_balance` (docs/disputes.md). A dispute on a payment that is not ours, not succeeded
 * or fully refunded is not recorded. Returns the dispute, or undefined when none was recorded.
 */
export async function recordReportedDispute(ctx: AppContext, reported: ProviderDispute) {
  return ctx.db.transaction(async (tx) => {
    if (await findDisputeByProviderId(tx, reported.providerDisputeId)) return undefined;
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, reported.reference))
      .limit(1)
      .for('update');
    if (payment?.status !== 'succeeded') return undefined;
    const amount = payment.amount - (await reservedRefundAmount(tx, payment.id));
    if (amount <= 0) return undefined;
    const now = ctx.clock.now();
    const dispute = await insertDispute(tx, {
      id: createId('dp'),
      merchantId: payment.merchantId,
      paymentId: payment.id,
      providerDisputeId: reported.providerDisputeId,
      amount,
      fee: ctx.env.DISPUTE_FEE_MINOR,
      currency: payment.currency,
      reason: reported.reason,
      status: 'needs_response',
      evidenceDueBy: new Date(now.getTime() + ctx.env.DISPUTE_EVIDENCE_DAYS * DAY_MS),
      statusChangedAt: now,
      createdAt: now,
    });
    await recordEvent(tx, {
      merchantId: dispute.merchantId,
      type: 'dispute.created',
      data: toDispute(dispute, payment.reference, []),
      createdAt: now,
    });
    await emailDispute(ctx, tx, dispute, payment.reference, 'disputeOpened');
    await postLedgerTransaction(tx, {
      kind: 'dispute_hold',
      referenceId: dispute.id,
      at: now,
      lines: [
        ...(await holdFromBalanceLines(tx, {
          merchantId: payment.merchantId,
          currency: payment.currency,
          amount: heldTotal(dispute),
        })),
        holdClearingLine(dispute),
      ],
    });
    return dispute;
  });
}
