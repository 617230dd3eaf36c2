import type { DeclineCode } from '@kopru/domain/schemas/checkout';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { type PaymentRow, payments } from '../../db/schema/payments.ts';
import type { RefundRow } from '../../db/schema/refunds.ts';
import { recordEvent } from '../events/repository.ts';
import { postLedgerTransaction } from '../ledger/repository.ts';
import { findPaymentById } from '../payments/repository.ts';
import { refundFailedLines, refundSucceededLines } from './ledger.ts';
import { toRefund } from './mapping.ts';
import { marketplaceFailedLines } from './marketplace.ts';
import { emailPayerRefund } from './notify.ts';
import { addRefundedAmount, lockRefund, updateRefund } from './repository.ts';
import { assertTransition, isFinal } from './state-machine.ts';

export type RefundOutcome =
  | { status: 'succeeded'; providerRefundId: string }
  | { status: 'failed'; failureCode: DeclineCode };

/**
 * Step 3 of a refund: one short transaction moves the pending refund to the acquirer's answer
 * with its ledger movement and outbox event; on success the payment's refunded amount grows and
 * the payer is e-mailed. The refund row is locked first, so a second recorder finds it final and
 * changes nothing. Returns the refund as it is afterwards.
 */
export async function recordRefundOutcome(
  ctx: AppContext,
  refundId: string,
  outcome: RefundOutcome,
): Promise<{ refund: RefundRow; payment: PaymentRow }> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockRefund(tx, refundId);
    if (!current) throw new Error(`refund ${refundId} not found`);
    if (isFinal(current.status)) return { refund: current, payment: await paymentOf(tx, current) };
    assertTransition(current.status, outcome.status);
    const now = ctx.clock.now();
    if (outcome.status === 'failed') {
      const refund = await updateRefund(tx, refundId, {
        status: 'failed',
        failureCode: outcome.failureCode,
        reconcileAfter: null,
        statusChangedAt: now,
      });
      // Locked: the settlement of a marketplace payment reads its refunds under this lock.
      const payment = await lockedPaymentOf(tx, refund);
      await recordEvent(tx, {
        merchantId: refund.merchantId,
        type: 'refund.failed',
        data: toRefund(refund, payment.reference),
        createdAt: now,
      });
      // Last: the merchant's balance row stays locked only until the commit.
      await postLedgerTransaction(tx, {
        kind: 'refund_failed',
        referenceId: refund.id,
        at: now,
        lines: isMarketplaceRefund(refund)
          ? await marketplaceFailedLines(tx, refund, payment.settledAt !== null)
          : refundFailedLines(refund),
      });
      return { refund, payment };
    }
    const refund = await updateRefund(tx, refundId, {
      status: 'succeeded',
      providerRefundId: outcome.providerRefundId,
      reconcileAfter: null,
      statusChangedAt: now,
    });
    const payment = await addRefundedAmount(tx, refund.paymentId, refund.amount);
    await recordEvent(tx, {
      merchantId: refund.merchantId,
      type: 'refund.succeeded',
      data: toRefund(refund, payment.reference),
      createdAt: now,
    });
    await emailPayerRefund(ctx, tx, payment, refund);
    await postLedgerTransaction(tx, {
      kind: 'refund',
      referenceId: refund.id,
      at: now,
      lines: refundSucceededLines(refund),
    });
    return { refund, payment };
  });
}

const isMarketplaceRefund = (refund: RefundRow) =>
  refund.fromShare + refund.fromReserve + refund.fromPlatform > 0;

async function lockedPaymentOf(tx: Transaction, refund: RefundRow): Promise<PaymentRow> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId)).for('update');
  if (!payment) throw new Error(`refund ${refund.id} has no payment`);
  return payment;
}

async function paymentOf(tx: Transaction, refund: RefundRow): Promise<PaymentRow> {
  const payment = await findPaymentById(tx, refund.paymentId);
  if (!payment) throw new Error(`refund ${refund.id} has no payment`);
  return payment;
}
