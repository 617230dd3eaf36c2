import { cardBrand, normaliseCardNumber } from '@kopru/domain/card';
import { AppError } from '@kopru/domain/errors';
import { computeFee } from '@kopru/domain/fees';
import { createId } from '@kopru/domain/ids';
import type { PayRequest, PayResponse } from '@kopru/domain/schemas/checkout';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import type { PaymentRow } from '../../db/schema/payments.ts';
import { recordEvent } from '../events/repository.ts';
import { type IdempotentResponse, runIdempotent } from '../idempotency/service.ts';
import { applyMerchantBalances, recordLedgerTransaction } from '../ledger/repository.ts';
import { countSuccessfulPayment, findPayableLink } from '../payment-links/repository.ts';
import { toPayment, toPayResponse } from './mapping.ts';
import { parseExpiry } from './provider.ts';
import { insertPayment } from './repository.ts';

const DAY_MS = 86_400_000;

/**
 * Charges a card for a payment link. One database transaction records the attempt (failed ones
 * too), the ledger entries, the link counter, the outbox event and the idempotent response.
 */
export async function payLink(
  ctx: AppContext,
  input: { code: string; card: PayRequest; idempotencyKey: string },
): Promise<IdempotentResponse<PayResponse>> {
  return runIdempotent(
    ctx,
    {
      scope: `checkout:${input.code}`,
      key: input.idempotencyKey,
      fingerprint: { code: input.code, card: input.card },
    },
    async (tx) => {
      const found = await findPayableLink(tx, input.code);
      if (!found) throw new AppError('not_found');
      const { payment, last } = await chargeAndRecord(ctx, tx, { link: found.link, card: input.card });
      return { status: 200, body: toPayResponse(payment), last };
    },
  );
}

async function chargeAndRecord(
  ctx: AppContext,
  tx: Transaction,
  {
    link,
    card,
  }: {
    link: {
      id: string;
      merchantId: string;
      amount: number;
      currency: 'USD' | 'EUR' | 'GBP';
      productName: string;
    };
    card: PayRequest;
  },
): Promise<{ payment: PaymentRow; last?: (tx: Transaction) => Promise<void> }> {
  const digits = normaliseCardNumber(card.cardNumber);
  const id = createId('pay');
  const result = await ctx.paymentProvider.charge({
    reference: id,
    amountMinor: link.amount,
    currency: link.currency,
    card: {
      number: digits,
      ...parseExpiry(card.expiry),
      cvc: card.cvc,
      holderName: card.cardholderName.trim(),
    },
    payer: { email: '', name: card.cardholderName.trim(), ip: '' },
    description: link.productName,
    callbackUrl: '',
  });
  if (result.status === 'requires_action') throw new Error('3-D Secure is not supported yet');
  const now = ctx.clock.now();
  const succeeded = result.status === 'succeeded';
  const { fee, net } = succeeded ? computeFee(link.amount) : { fee: 0, net: 0 };
  const delayDays = ctx.env.SETTLEMENT_DELAY_DAYS;
  const payment = await insertPayment(tx, {
    id,
    merchantId: link.merchantId,
    linkId: link.id,
    description: link.productName,
    amount: link.amount,
    currency: link.currency,
    fee,
    net,
    status: succeeded ? 'succeeded' : 'failed',
    declineCode: result.status === 'failed' ? result.declineCode : null,
    cardBrand: cardBrand(digits),
    cardLast4: digits.slice(-4),
    cardholderName: card.cardholderName.trim(),
    provider: ctx.paymentProvider.name,
    availableAt: succeeded ? new Date(now.getTime() + delayDays * DAY_MS) : null,
    settledAt: succeeded && delayDays === 0 ? now : null,
    createdAt: now,
  });
  await recordEvent(tx, {
    merchantId: link.merchantId,
    type: succeeded ? 'payment.succeeded' : 'payment.failed',
    data: toPayment(payment),
    createdAt: now,
  });
  if (!succeeded) return { payment };
  const { merchantDeltas } = await recordLedgerTransaction(tx, {
    kind: 'payment',
    referenceId: payment.id,
    at: now,
    lines: [
      { merchantId: null, type: 'acquirer_clearing', currency: link.currency, amount: -link.amount },
      { merchantId: null, type: 'fees', currency: link.currency, amount: fee },
      {
        merchantId: link.merchantId,
        type: delayDays === 0 ? 'available' : 'pending',
        currency: link.currency,
        amount: net,
      },
    ],
  });
  // The merchant's balance and the link's counter are the rows every payment of this link locks:
  // updated last, in one statement, right before the commit.
  return {
    payment,
    last: (last) =>
      applyMerchantBalances(last, merchantDeltas, { alongside: countSuccessfulPayment(last, link.id) }),
  };
}
