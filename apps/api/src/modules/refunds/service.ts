import { istanbulDay } from '@kopru/domain/business-days';
import { AppError } from '@kopru/domain/errors';
import { createId } from '@kopru/domain/ids';
import type { Refund, RefundReason } from '@kopru/domain/schemas/refunds';
import type { AppContext } from '../../context.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import type { RefundRow } from '../../db/schema/refunds.ts';
import { CHECK_VIOLATION, pgConstraint, pgErrorCode } from '../../lib/pg-errors.ts';
import { apiKeyIdOf, type MerchantActor, ProviderUnavailableError, userIdOf } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { recordEvent } from '../events/repository.ts';
import { claimForResource, type IdempotentResponse } from '../idempotency/service.ts';
import { merchantBalances, postLedgerTransaction } from '../ledger/repository.ts';
import { findPaymentById } from '../payments/repository.ts';
import { itemReleaseStateOf, refundRefusalOf } from '../sub-merchants/item-release-state.ts';
import { lockReleaseState } from '../sub-merchants/release-repository.ts';
import { reserveRefundLines } from './ledger.ts';
import { toRefund } from './mapping.ts';
import { marketplaceReserveLines, splitForPayment } from './marketplace.ts';
import { noteUnknownRefund } from './reconcile-repository.ts';
import { recordRefundOutcome } from './record-outcome.ts';
import {
  findRefund,
  hasOpenDispute,
  insertRefund,
  lockMerchantPayment,
  reservedRefundAmount,
} from './repository.ts';

export interface CreateRefundInput {
  paymentId: string;
  /** Omitted: all that is left to refund. */
  amount?: number | undefined;
  reason: RefundReason;
  idempotencyKey: string;
  log?: { warn(details: object, message: string): void };
}

/**
 * Refunds a payment in the three steps of DESIGN.md "Payments": (1) one transaction claims the
 * Idempotency-Key, locks the payment, checks what is left to refund, records the refund
 * `pending` and reserves its amount from the available balance (the balance CHECK refuses an
 * overdraw; in marketplace mode from the payment's own share and reserve, marketplace.ts); (2) the acquirer is called outside any transaction with the refund id as reference;
 * (3) recordRefundOutcome stores the answer. A retry with the same key answers the refund as it
 * is now and never reaches the acquirer again; a lost answer is looked up by the refund
 * reconciler (reconciler.ts), never sent again.
 */
export async function createRefund(
  ctx: AppContext,
  actor: MerchantActor,
  input: CreateRefundInput,
): Promise<IdempotentResponse<Refund>> {
  const started = await startRefund(ctx, actor, input);
  if (started.replayed)
    return { status: 201, body: toRefund(started.refund, started.payment.reference), replayed: true };
  const refund = await refundOutsideTransaction(ctx, started.refund, started.payment, {
    ...input,
    askedFromIp: actor.ip,
  });
  return { status: 201, body: toRefund(refund, started.payment.reference), replayed: false };
}

type Started = { refund: RefundRow; payment: PaymentRow; replayed: boolean };

/** Step 1, with the ledger's overdraw refusal turned into 409 refund_exceeds_balance. */
async function startRefund(
  ctx: AppContext,
  actor: MerchantActor,
  input: CreateRefundInput,
): Promise<Started> {
  try {
    return await reserveRefund(ctx, actor, input);
  } catch (error) {
    if (
      pgErrorCode(error) !== CHECK_VIOLATION ||
      pgConstraint(error) !== 'ledger_accounts_merchant_non_negative'
    )
      throw error;
    const payment = await findPaymentById(ctx.db, input.paymentId);
    const currency = payment?.currency ?? 'USD';
    const balances = await merchantBalances(ctx.db, actor.merchantId);
    const available = balances.find((row) => row.currency === currency && row.type === 'available');
    throw new AppError('refund_exceeds_balance', { currency, available: available?.balance ?? 0 });
  }
}

async function reserveRefund(
  ctx: AppContext,
  actor: MerchantActor,
  input: CreateRefundInput,
): Promise<Started> {
  const id = createId('re');
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const claim = await claimForResource(ctx, tx, {
      scope: `merchant:${actor.merchantId}`,
      key: input.idempotencyKey,
      fingerprint: {
        method: 'POST',
        path: 'refunds',
        paymentId: input.paymentId,
        amount: input.amount,
        reason: input.reason,
      },
      resourceId: id,
    });
    if (claim.existing) {
      const found = await findRefund(tx, { merchantId: actor.merchantId, id: claim.existing.resourceId });
      const payment = found && (await findPaymentById(tx, found.refund.paymentId));
      if (!found || !payment) throw new AppError('idempotency_key_in_use');
      return { refund: found.refund, payment, replayed: true };
    }
    const payment = await lockMerchantPayment(tx, { merchantId: actor.merchantId, id: input.paymentId });
    if (!payment) throw new AppError('not_found');
    if (payment.status !== 'succeeded' || !payment.providerPaymentId)
      throw new AppError('payment_not_refundable', { status: payment.status });
    // The disputed amount is held until the dispute is decided: the cardholder's bank returns it.
    if (await hasOpenDispute(tx, payment.id)) throw new AppError('payment_disputed');
    // Marketplace mode: iyzico pays the released share to the merchant; the platform holds nothing
    // to refund from, nor while iyzico is being asked to release it. The item stays locked until
    // the commit, so no release starts meanwhile (docs/acquirers.md "Refunds after the release").
    const release = await lockReleaseState(tx, { merchantId: actor.merchantId, paymentId: payment.id });
    const refusal = release && refundRefusalOf(itemReleaseStateOf({ ...release, left: 1 }));
    if (refusal) throw new AppError(refusal);
    // A lost dispute already gave the cardholder back its amount: that part is not refunded again.
    const chargedBack = payment.chargedBackAmount;
    const remaining = payment.amount - (await reservedRefundAmount(tx, payment.id)) - chargedBack;
    if (remaining <= 0 && chargedBack > 0)
      throw new AppError('payment_charged_back', { currency: payment.currency, chargedBack });
    const amount = input.amount ?? remaining;
    if (remaining <= 0 || amount > remaining)
      throw new AppError('refund_exceeds_payment', { currency: payment.currency, remaining });
    // The whole payment on the day it was charged is cancelled rather than refunded: it never
    // reaches the card's statement (docs/refunds.md "Cancel or refund").
    const sameDay = istanbulDay(payment.statusChangedAt) === istanbulDay(now);
    const method = amount === payment.amount && sameDay ? 'cancel' : 'refund';
    // Marketplace mode: what the refund takes from the share, the reserve and the platform (decision 017).
    const split = release
      ? await splitForPayment(tx, { paymentId: payment.id, amount, share: release.subMerchantPrice })
      : undefined;
    const refund = await insertRefund(tx, {
      ...split,
      id,
      merchantId: actor.merchantId,
      paymentId: payment.id,
      amount,
      currency: payment.currency,
      reason: input.reason,
      status: 'pending',
      method,
      requestedBy: actor.id,
      // Asked about later if no answer is recorded by then (a crash before or during the call).
      reconcileAfter: new Date(now.getTime() + ctx.env.PAYMENT_RECONCILE_AFTER_SECONDS * 1000),
      statusChangedAt: now,
      createdAt: now,
    });
    await recordEvent(tx, {
      merchantId: actor.merchantId,
      type: 'refund.created',
      data: toRefund(refund, payment.reference),
      createdAt: now,
    });
    await recordAudit(tx, {
      action: 'refund.created',
      actorUserId: userIdOf(actor),
      actorEmail: actor.email,
      targetType: 'payment',
      targetId: payment.id,
      merchantId: actor.merchantId,
      details: {
        refundId: id,
        amount,
        currency: payment.currency,
        reason: input.reason,
        apiKeyId: apiKeyIdOf(actor),
      },
      ipAddress: actor.ip,
    });
    // Last: the merchant's balance row stays locked only until the commit right after.
    await postLedgerTransaction(tx, {
      kind: 'refund_reserved',
      referenceId: id,
      at: now,
      lines: split
        ? await marketplaceReserveLines(tx, { ...refund, ...split }, payment.settledAt !== null)
        : reserveRefundLines(refund),
    });
    return { refund, payment, replayed: false };
  });
}

/** Steps 2 and 3. An acquirer that cannot be reached leaves the refund pending, its amount reserved. */
async function refundOutsideTransaction(
  ctx: AppContext,
  refund: RefundRow,
  payment: PaymentRow,
  input: CreateRefundInput & { askedFromIp: string | null },
): Promise<RefundRow> {
  let outcome: Awaited<ReturnType<AppContext['paymentProvider']['refund']>>;
  try {
    outcome = await ctx.paymentProvider.refund({
      reference: payment.id,
      providerPaymentId: payment.providerPaymentId ?? '',
      amountMinor: refund.amount,
      currency: refund.currency,
      refundReference: refund.id,
      method: refund.method,
      // The payer's (iyzico's `ip`, docs/acquirers.md F6); a payment started before it was kept
      // sends the IP of whoever asked (A32).
      ip: payment.payerIp ?? input.askedFromIp ?? '',
    });
  } catch (error) {
    input.log?.warn({ err: error, refundId: refund.id }, 'acquirer refund outcome unknown; left pending');
    // Never sent again (refunds are not idempotent): the refund reconciler looks it up.
    if (error instanceof ProviderUnavailableError && error.answer)
      await noteUnknownRefund(ctx.db, refund.id, error.answer).catch(() => {});
    return refund;
  }
  const recorded = await recordRefundOutcome(
    ctx,
    refund.id,
    outcome.status === 'succeeded' ? outcome : { status: 'failed', failureCode: outcome.declineCode },
  );
  return recorded.refund;
}
