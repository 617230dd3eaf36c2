import { AppError } from '@kopru/domain/errors';
import type { ReconciliationQueue } from '@kopru/domain/schemas/reconciliation';
import type { AppContext } from '../../context.ts';
import { RECONCILE_MAX_ATTEMPTS } from '../../lib/reconcile-backoff.ts';
import { type Actor, paymentIdOfReserveItem, reserveItemIdOf } from '../../ports.ts';
import { recordAudit } from '../audit/repository.ts';
import { listPaymentsInReview, requeuePayment } from '../payments/reconcile-repository.ts';
import { listRefundsInReview, requeueRefund } from '../refunds/reconcile-repository.ts';
import { listReleasesInReview, requeueRelease } from '../sub-merchants/release-repository.ts';
import { listSubMerchantsInReview, requeueSubMerchant } from '../sub-merchants/repository.ts';
import { listReservesInReview, requeueReserve } from '../sub-merchants/reserve-release-repository.ts';

const QUEUE_LIMIT = 200;

/**
 * The reconciliation queue of the admin console (docs/payments.md "Reconciler"): what the
 * reconcilers could not settle after their last lookup, with what the acquirer said. An admin
 * checks the acquirer's own panel and asks again; nothing here changes an outcome by hand.
 */
export async function reconciliationQueue(ctx: AppContext): Promise<ReconciliationQueue> {
  const [paymentRows, refundRows, subMerchantRows, releaseRows, reserveRows] = await Promise.all([
    listPaymentsInReview(ctx.db, QUEUE_LIMIT),
    listRefundsInReview(ctx.db, QUEUE_LIMIT),
    listSubMerchantsInReview(ctx.db, QUEUE_LIMIT),
    listReleasesInReview(ctx.db, QUEUE_LIMIT),
    listReservesInReview(ctx.db, QUEUE_LIMIT),
  ]);
  return {
    maxAttempts: RECONCILE_MAX_ATTEMPTS,
    payments: paymentRows.map(({ payment, merchantName }) => ({
      id: payment.id,
      transactionId: payment.reference,
      status: payment.status,
      providerPaymentId: payment.providerPaymentId,
      merchantId: payment.merchantId,
      merchantName,
      amount: payment.amount,
      currency: payment.currency,
      provider: payment.provider,
      providerAnswer: payment.providerAnswer,
      attempts: payment.reconcileAttempts,
      reviewSince: (payment.reviewSince ?? payment.createdAt).toISOString(),
      createdAt: payment.createdAt.toISOString(),
    })),
    refunds: refundRows.map(({ refund, payment, merchantName }) => ({
      id: refund.id,
      paymentId: payment.id,
      transactionId: payment.reference,
      method: refund.method,
      merchantId: refund.merchantId,
      merchantName,
      amount: refund.amount,
      currency: refund.currency,
      provider: payment.provider,
      providerAnswer: refund.providerAnswer,
      attempts: refund.reconcileAttempts,
      reviewSince: (refund.reviewSince ?? refund.createdAt).toISOString(),
      createdAt: refund.createdAt.toISOString(),
    })),
    subMerchants: subMerchantRows.map(({ subMerchant, merchantName }) => ({
      merchantId: subMerchant.merchantId,
      merchantName,
      subMerchantKey: subMerchant.subMerchantKey,
      providerAnswer: subMerchant.providerAnswer,
      attempts: subMerchant.syncAttempts,
      reviewSince: (subMerchant.reviewSince ?? subMerchant.updatedAt).toISOString(),
    })),
    releases: [
      ...releaseRows.map(({ item, reference, merchantName }) => ({
        itemId: item.paymentId,
        item: 'share' as const,
        paymentId: item.paymentId,
        transactionId: reference,
        merchantId: item.merchantId,
        merchantName,
        amount: item.priceUpdateTo ?? item.subMerchantPrice,
        currency: item.currency as 'USD' | 'EUR' | 'GBP',
        providerAnswer: item.providerAnswer,
        attempts: item.releaseAttempts,
        reviewSince: (item.reviewSince ?? item.updatedAt).toISOString(),
      })),
      ...reserveRows.map(({ item, reference, merchantName }) => ({
        itemId: reserveItemIdOf(item.paymentId),
        item: 'reserve' as const,
        paymentId: item.paymentId,
        transactionId: reference,
        merchantId: item.merchantId,
        merchantName,
        amount: item.price,
        currency: item.currency as 'USD' | 'EUR' | 'GBP',
        providerAnswer: item.providerAnswer,
        attempts: item.releaseAttempts,
        reviewSince: (item.reviewSince ?? item.updatedAt).toISOString(),
      })),
    ].sort((a, b) => a.reviewSince.localeCompare(b.reviewSince)),
  };
}

/** The payment leaves the queue and the reconciler asks the acquirer at once; audited. */
export async function retryPayment(ctx: AppContext, admin: Actor, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const payment = await requeuePayment(tx, id, ctx.clock.now());
    if (!payment) throw new AppError('not_found');
    await recordAudit(tx, {
      action: 'payment.reconcile_requeued',
      actorUserId: admin.id,
      actorEmail: admin.email,
      targetType: 'payment',
      targetId: payment.id,
      merchantId: payment.merchantId,
      details: { providerAnswer: payment.providerAnswer },
      ipAddress: admin.ip,
    });
  });
}

/** The refund leaves the queue and the reconciler looks it up at once; audited. */
export async function retryRefund(ctx: AppContext, admin: Actor, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const refund = await requeueRefund(tx, id, ctx.clock.now());
    if (!refund) throw new AppError('not_found');
    await recordAudit(tx, {
      action: 'refund.reconcile_requeued',
      actorUserId: admin.id,
      actorEmail: admin.email,
      targetType: 'payment',
      targetId: refund.paymentId,
      merchantId: refund.merchantId,
      details: { refundId: refund.id, providerAnswer: refund.providerAnswer },
      ipAddress: admin.ip,
    });
  });
}

/** The registration leaves the queue and the sync worker sends it at once (after a fix to the KYC data, say); audited. */
export async function retrySubMerchant(ctx: AppContext, admin: Actor, merchantId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await requeueSubMerchant(tx, merchantId, ctx.clock.now());
    if (!row) throw new AppError('not_found');
    await recordAudit(tx, {
      action: 'merchant.sub_merchant_requeued',
      actorUserId: admin.id,
      actorEmail: admin.email,
      targetType: 'merchant',
      targetId: merchantId,
      merchantId,
      details: { providerAnswer: row.providerAnswer },
      ipAddress: admin.ip,
    });
  });
}

/** The item leaves the queue and the release worker asks iyzico at once, if the rules still allow; audited. */
export async function retryRelease(ctx: AppContext, admin: Actor, itemId: string): Promise<void> {
  // A reserve's item (decision 013) is named `{paymentId}_reserve`.
  const reservePaymentId = paymentIdOfReserveItem(itemId);
  const paymentId = reservePaymentId ?? itemId;
  await ctx.db.transaction(async (tx) => {
    const row = reservePaymentId
      ? await requeueReserve(tx, reservePaymentId, ctx.clock.now())
      : await requeueRelease(tx, paymentId, ctx.clock.now());
    if (!row) throw new AppError('not_found');
    await recordAudit(tx, {
      action: 'payment.release_requeued',
      actorUserId: admin.id,
      actorEmail: admin.email,
      targetType: 'payment',
      targetId: paymentId,
      merchantId: row.merchantId,
      details: { providerAnswer: row.providerAnswer, ...(reservePaymentId ? { item: 'reserve' } : {}) },
      ipAddress: admin.ip,
    });
  });
}
