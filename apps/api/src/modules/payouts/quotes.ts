import { AppError } from '@kopru/domain/errors';
import { convertToLira, spreadBasisPoints } from '@kopru/domain/fx-quote';
import { createId } from '@kopru/domain/ids';
import type { PayoutQuote, PayoutQuoteRequest } from '@kopru/domain/schemas/payouts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { type PayoutQuoteRow, payoutQuotes } from '../../db/schema/payout-quotes.ts';
import { currentRates } from '../exchange-rates/repository.ts';

function toQuote(row: PayoutQuoteRow): PayoutQuote {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    referenceRate: row.referenceRate,
    rateDate: row.rateDate,
    rateSource: row.rateSource,
    appliedRate: row.appliedRate,
    spreadBasisPoints: row.spreadBasisPoints,
    spreadMinor: row.spreadMinor,
    feeMinor: row.feeMinor,
    tryAmount: row.tryAmount,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Quotes a payout converted to lira at the current rate of its currency (docs/fx.md), less
 * FX_SPREAD_PERCENT and FX_CONVERSION_FEE_MINOR, valid for FX_QUOTE_TTL_SECONDS. Nothing is
 * reserved: the balance is checked when the merchant confirms.
 */
export async function quotePayout(
  ctx: AppContext,
  merchantId: string,
  input: PayoutQuoteRequest,
  db: Executor = ctx.db,
): Promise<PayoutQuote> {
  const rate = (await currentRates(db)).find((row) => row.rate.currency === input.currency)?.rate;
  if (!rate) throw new AppError('exchange_rate_unavailable', { currency: input.currency });
  const figures = convertToLira({
    amountMinor: input.amount,
    referenceRate: rate.rate,
    spreadBasisPoints: spreadBasisPoints(ctx.env.FX_SPREAD_PERCENT),
    feeMinor: ctx.env.FX_CONVERSION_FEE_MINOR,
  });
  if (figures.tryAmountMinor <= 0) throw new AppError('validation_failed', { param: 'amount' });
  const now = ctx.clock.now();
  const [row] = await db
    .insert(payoutQuotes)
    .values({
      id: createId('pq'),
      merchantId,
      amount: input.amount,
      currency: input.currency,
      referenceRate: figures.referenceRate,
      rateDate: rate.rateDate,
      rateSource: rate.source,
      appliedRate: figures.appliedRate,
      spreadBasisPoints: figures.spreadBasisPoints,
      spreadMinor: figures.spreadMinor,
      feeMinor: figures.feeMinor,
      tryAmount: figures.tryAmountMinor,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ctx.env.FX_QUOTE_TTL_SECONDS * 1000),
    })
    .returning();
  if (!row) throw new Error('quote not stored');
  return toQuote(row);
}

/**
 * Takes a live quote of this merchant for exactly this amount and currency, once (inside the
 * payout's transaction, so a refused payout leaves it unused). Anything else is quote_expired.
 */
export async function takeQuote(
  tx: Executor,
  claim: { merchantId: string; quoteId: string; amount: number; currency: string; now: Date },
): Promise<PayoutQuoteRow> {
  const [row] = await tx
    .update(payoutQuotes)
    .set({ usedAt: claim.now })
    .where(
      and(
        eq(payoutQuotes.id, claim.quoteId),
        eq(payoutQuotes.merchantId, claim.merchantId),
        eq(payoutQuotes.amount, claim.amount),
        eq(payoutQuotes.currency, claim.currency as PayoutQuoteRow['currency']),
        isNull(payoutQuotes.usedAt),
        gt(payoutQuotes.expiresAt, claim.now),
      ),
    )
    .returning();
  if (!row) throw new AppError('quote_expired');
  return row;
}
