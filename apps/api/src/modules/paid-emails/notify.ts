import { istanbulDay } from '@kopru/domain/business-days';
import { type RateCurrency, rateCurrencies } from '@kopru/domain/fx';
import { convertToLira } from '@kopru/domain/fx-quote';
import type { Locale } from '@kopru/domain/locale';
import { formatDay, formatMoney, formatNumber, formatRate } from '@kopru/i18n/format';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { isMarketplace } from '../../env.ts';
import { tcmbRateOn } from '../exchange-rates/repository.ts';
import { emailOwners } from '../members/email-owners.ts';
import { findPaymentById } from '../payments/repository.ts';
import { acquirerPartsOf } from '../release-terms/acquirer-parts.ts';
import { paymentFigures } from './payment-figures.ts';

export interface LiraFigures {
  amount: string;
  rate: string;
  date: string;
}

/**
 * What `amountMinor` of `currency` is in lira at the TCMB rate of the Istanbul date `day` (the
 * newest bulletin on or before it, as export records take it; docs/fx.md), formatted in `locale`;
 * null when there is no such TCMB rate.
 */
async function liraOf(
  db: Executor,
  {
    amountMinor,
    currency,
    day,
    locale,
  }: { amountMinor: number; currency: string; day: string; locale: Locale },
): Promise<LiraFigures | null> {
  if (amountMinor <= 0 || !rateCurrencies.includes(currency as RateCurrency)) return null;
  const current = await tcmbRateOn(db, currency as RateCurrency, day);
  if (!current) return null;
  const { tryAmountMinor } = convertToLira({
    amountMinor,
    referenceRate: current.rate,
    spreadBasisPoints: 0,
    feeMinor: 0,
  });
  return {
    amount: formatMoney(tryAmountMinor, 'TRY', locale),
    rate: formatRate(current.rate, locale),
    date: formatDay(current.rateDate, locale),
  };
}

/**
 * "You got paid" for one payment, to each of the merchant's owners in its own language: the
 * payment's figures (fee, withholding, reserve, when each part is released) and in marketplace
 * mode iyzico's (when it pays, what it pays when it converts), read from its recorded answer.
 */
export async function emailPaymentReceived(ctx: AppContext, tx: Executor, paymentId: string): Promise<void> {
  const payment = await findPaymentById(tx, paymentId);
  if (!payment) throw new Error(`payment ${paymentId} vanished`);
  const marketplace = isMarketplace(ctx.env)
    ? { share: (await acquirerPartsOf(tx, [payment.id])).get(payment.id)?.share ?? null }
    : null;
  await emailOwners(ctx, tx, payment.merchantId, 'paymentReceived', async (locale) => ({
    ...paymentFigures(payment, locale, marketplace),
    product: payment.description,
    transaction: payment.reference,
    lira: await liraOf(tx, {
      amountMinor: payment.amount,
      currency: payment.currency,
      day: istanbulDay(payment.createdAt),
      locale,
    }),
    url: `${ctx.env.MERCHANT_ORIGIN}/sme/dashboard/transactions/${payment.id}`,
  }));
}

export interface DailyTotal {
  currency: string;
  count: number;
  amount: number;
  /** What the merchant receives: the net after fees less the withholding. */
  net: number;
  withholding: number;
}

/** The daily summary: the previous Istanbul day's payments per currency, to each owner. */
export async function emailDailySummary(
  ctx: AppContext,
  tx: Executor,
  { merchantId, day, totals }: { merchantId: string; day: string; totals: DailyTotal[] },
): Promise<void> {
  await emailOwners(ctx, tx, merchantId, 'paymentsDailySummary', async (locale) => {
    const lines = [];
    for (const total of totals)
      lines.push({
        count: formatNumber(total.count, locale),
        amount: formatMoney(total.amount, total.currency, locale),
        net: formatMoney(total.net, total.currency, locale),
        withholding: total.withholding > 0 ? formatMoney(total.withholding, total.currency, locale) : null,
        lira: await liraOf(tx, { amountMinor: total.amount, currency: total.currency, day, locale }),
      });
    return {
      day: formatDay(day, locale),
      count: formatNumber(
        totals.reduce((n, total) => n + total.count, 0),
        locale,
      ),
      lines,
      url: `${ctx.env.MERCHANT_ORIGIN}/sme/dashboard/transactions`,
    };
  });
}
