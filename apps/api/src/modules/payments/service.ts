import { cardBrand, normaliseCardNumber } from '@kopru/domain/card';
import { AppError } from '@kopru/domain/errors';
import { computeFee } from '@kopru/domain/fees';
import { createId } from '@kopru/domain/ids';
import { checkoutTotal } from '@kopru/domain/payment-link-options';
import { reserveOf } from '@kopru/domain/release-terms';
import type { PayRequest, PayResponse } from '@kopru/domain/schemas/checkout';
import { missingPayerFields, payerDetailsOf } from '@kopru/domain/schemas/payer-details';
import { withholdingOf } from '@kopru/domain/withholding';
import type { AppContext } from '../../context.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import { isMarketplace } from '../../env.ts';
import { type ProviderOutcome, ProviderUnavailableError } from '../../ports.ts';
import { findClaim } from '../idempotency/repository.ts';
import { claimForResource, type IdempotentResponse } from '../idempotency/service.ts';
import {
  admitLinkPayment,
  afterPaymentOf,
  findAfterPayment,
  findPayableLinkForPayment,
} from '../payment-links/repository.ts';
import { releaseTermsOf } from '../release-terms/terms.ts';
import { fieldsAskedOn } from './fields-asked.ts';
import { type AfterPayment, toPayResponse } from './mapping.ts';
import { parseExpiry } from './provider.ts';
import { noteUnknownOutcome } from './reconcile-repository.ts';
import { recordOutcome } from './record-outcome.ts';
import { findPaymentById, insertPayment } from './repository.ts';
import { newThreeDsNonce, signThreeDsState, threeDsCallbackUrl } from './three-ds-state.ts';

export interface PayLinkInput {
  code: string;
  card: Omit<PayRequest, 'altcha' | 'amount' | 'quantity' | 'payer'>;
  /** What the payer chose and gave on the link: amount of one, quantity, collected fields. */
  order: Pick<PayRequest, 'amount' | 'quantity' | 'payer'>;
  idempotencyKey: string;
  payerIp: string;
  log?: { warn(details: object, message: string): void };
}

const checkoutScope = (code: string) => `checkout:${code}`;

/** Whether this Idempotency-Key already started an attempt on the link: a retry gets its outcome. */
export async function attemptStarted(
  ctx: AppContext,
  code: string,
  idempotencyKey: string,
): Promise<boolean> {
  return (await findClaim(ctx.db, checkoutScope(code), idempotencyKey)) !== undefined;
}

/**
 * Pays a link by card in the three steps of DESIGN.md "Payments": (1) one transaction claims the
 * Idempotency-Key for a new payment and records it `processing`; (2) the acquirer is called outside
 * any transaction with the payment id as its reference; (3) recordOutcome stores the answer.
 * A retry with the same key never reaches the acquirer again: it answers the payment's current
 * state (`processing` while the first request is still running).
 */
export async function payLink(
  ctx: AppContext,
  input: PayLinkInput,
): Promise<IdempotentResponse<PayResponse>> {
  const started = await startPayment(ctx, input);
  const { after } = started;
  if (started.replayed) return { status: 200, body: toPayResponse(started.payment, after), replayed: true };
  const payment = await chargeOutsideTransaction(ctx, started, input);
  return { status: 200, body: toPayResponse(payment, after), replayed: false };
}

type Started = {
  payment: PaymentRow;
  replayed: boolean;
  after?: AfterPayment | undefined;
  /** The link sells goods that are shipped (told to the acquirer). */
  physicalGoods?: boolean;
};

function refuse(path: string, message: string): never {
  throw new AppError('validation_failed', { issues: [{ path, message }] });
}

/** Step 1: claim the key and insert the payment as processing, in one transaction. */
async function startPayment(ctx: AppContext, input: PayLinkInput): Promise<Started> {
  // No card number when the payer types it on the acquirer's page: the acquirer reports it later.
  const digits = input.card.cardNumber === undefined ? '' : normaliseCardNumber(input.card.cardNumber);
  const id = createId('pay');
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const claim = await claimForResource(ctx, tx, {
      scope: checkoutScope(input.code),
      key: input.idempotencyKey,
      fingerprint: { code: input.code, card: input.card, order: input.order },
      resourceId: id,
    });
    if (claim.existing) {
      const payment = await findPaymentById(tx, claim.existing.resourceId);
      if (!payment) throw new AppError('idempotency_key_in_use');
      const after = payment.linkId ? await findAfterPayment(tx, payment.linkId) : undefined;
      return { payment, replayed: true, after };
    }
    const found = await findPayableLinkForPayment(tx, input.code, now);
    if (!found) throw new AppError('not_found');
    const { link } = found;
    const customAmount =
      link.customAmountMin !== null && link.customAmountMax !== null
        ? { minimum: link.customAmountMin, maximum: link.customAmountMax }
        : null;
    const total = checkoutTotal(
      { amount: link.amount, customAmount, maxQuantity: link.maxQuantity },
      input.order,
    );
    if (!total.ok) refuse(total.path, total.message);
    const asked = fieldsAskedOn(ctx.paymentProvider, link);
    const missing = missingPayerFields(asked, input.order.payer);
    if (missing.length > 0)
      throw new AppError('validation_failed', {
        issues: missing.map((path) => ({ path, message: 'validation.required' })),
      });
    // The release terms in force now stay the payment's (decision 013), read with the link.
    const terms = releaseTermsOf(ctx.env, found.ownTerms);
    // Marketplace mode: the basket items name the merchant's sub-merchant (decision 011).
    // The e-commerce withholding of the amount at the rate in force now (decision 015).
    const withholdingBasisPoints = ctx.env.WITHHOLDING_BASIS_POINTS;
    const withholding = Math.min(
      withholdingOf(total.total, withholdingBasisPoints),
      computeFee(total.total).net,
    );
    const split = isMarketplace(ctx.env)
      ? await ctx.marketplaceRecords.marketplaceSplitFor(tx, link.merchantId, total.total, {
          reserveBasisPoints: terms.reserveBasisPoints,
          withholding,
        })
      : undefined;
    // Sold out: checked under the link's lock, counting the payments that may still succeed.
    if (!(await admitLinkPayment(tx, link))) throw new AppError('not_found');
    const payment = await insertPayment(tx, {
      id,
      merchantId: link.merchantId,
      linkId: link.id,
      description: link.productName,
      amount: total.total,
      quantity: total.quantity,
      payerDetails: payerDetailsOf(asked, input.order.payer),
      // The link's reference and pairs as they are now (docs/payment-links.md); read with the link.
      clientReference: link.clientReference,
      metadata: link.metadata,
      currency: link.currency,
      fee: 0,
      net: 0,
      releaseDelayDays: terms.releaseDelayDays,
      reserve: split
        ? split.reserveMinor
        : reserveOf(computeFee(total.total).net - withholding, terms.reserveBasisPoints),
      withholdingBasisPoints,
      withholdingTax: withholding,
      reserveDays: terms.reserveDays,
      status: 'processing',
      cardBrand: digits ? cardBrand(digits) : 'unknown',
      cardLast4: digits.slice(-4),
      cardholderName: input.card.cardholderName.trim(),
      payerEmail: input.card.email ?? null,
      payerLocale: input.card.locale ?? null,
      payerIp: input.payerIp,
      provider: ctx.paymentProvider.name,
      threeDsNonce: newThreeDsNonce(),
      reconcileAfter: new Date(now.getTime() + ctx.env.PAYMENT_RECONCILE_AFTER_SECONDS * 1000),
      statusChangedAt: now,
      createdAt: now,
    });
    if (split)
      await ctx.marketplaceRecords.insertMarketplaceItem(tx, {
        paymentId: id,
        merchantId: link.merchantId,
        price: payment.amount,
        currency: payment.currency,
        split,
      });
    return {
      payment,
      replayed: false,
      after: await afterPaymentOf(tx, link),
      physicalGoods: link.physicalGoods,
    };
  });
}

/** Steps 2 and 3. An acquirer that cannot be reached leaves the payment processing for the reconciler. */
async function chargeOutsideTransaction(
  ctx: AppContext,
  { payment, physicalGoods = false }: Started,
  input: PayLinkInput,
): Promise<PaymentRow> {
  const { card } = input;
  const state = signThreeDsState(ctx.appSecret, payment.id, payment.threeDsNonce ?? '');
  const split = isMarketplace(ctx.env)
    ? await ctx.marketplaceRecords.splitOfPayment(ctx.db, payment.id)
    : undefined;
  let outcome: ProviderOutcome;
  try {
    outcome = await ctx.paymentProvider.charge({
      reference: payment.id,
      amountMinor: payment.amount,
      currency: payment.currency,
      ...(card.cardNumber !== undefined
        ? {
            card: {
              number: normaliseCardNumber(card.cardNumber),
              ...parseExpiry(card.expiry ?? ''),
              cvc: card.cvc ?? '',
              holderName: card.cardholderName.trim(),
            },
          }
        : {}),
      payer: {
        email: card.email ?? '',
        name: card.cardholderName.trim(),
        ip: input.payerIp,
        billingAddress: payment.payerDetails?.billingAddress,
        shippingAddress: payment.payerDetails?.shippingAddress,
      },
      locale: payment.payerLocale === 'tr' ? 'tr' : 'en',
      physicalGoods,
      description: payment.description,
      callbackUrl: threeDsCallbackUrl(ctx.env, payment.id, state),
      ...(split ? { split } : {}),
    });
  } catch (error) {
    input.log?.warn(
      { err: error, paymentId: payment.id },
      'acquirer outcome unknown; left for the reconciler',
    );
    // Network failure, timeout or an unexpected answer: the outcome is unknown. The payment stays
    // processing and the reconciler asks the acquirer by reference; charging again could double it.
    if (error instanceof ProviderUnavailableError && error.answer)
      await noteUnknownOutcome(
        ctx.db,
        payment.id,
        error.answer,
        payment.reconcileAfter ?? ctx.clock.now(),
      ).catch(() => {});
    return payment;
  }
  return recordOutcome(ctx, payment.id, outcome);
}
