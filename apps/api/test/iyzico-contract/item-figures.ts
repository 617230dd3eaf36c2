import type { Body } from './answers.ts';
import type { ContractItem, ContractPayment } from './state.ts';

/**
 * Row M10: iyzico's figures of each charged item (iyzipay-java model/PaymentItem.java,
 * ConvertedPayout.java; the answer of iyzipay-node test/unit/PayWithIyzicoTest.js and
 * docs.iyzico.com "Ödeme Sorgulama"). How iyzico computes them is its agreement with the
 * merchant, not published: the stand-in applies the rates a test gives (assumption A33).
 */
export interface ContractFigureSettings {
  /** iyzico's commission on each item's paidPrice, in percent (iyzipay-node's sample: 0.349 of 10). */
  commissionPercent: number;
  /** iyzico's fixed fee per payment, on its first item (the sample: 0.25). */
  commissionFee: number;
  /** The blockage rate in percent (the sample: 0). */
  blockageRate: number;
  /** Days from the charge to blockageResolvedDate (the sample: 15 August -> "2025-08-23 00:00:00"). */
  blockageDays: number;
  /** A33: blockageResolvedDate as the samples write it ("yyyy-MM-dd HH:mm:ss", Türkiye's time) or ISO with zone. */
  resolvedDateFormat: 'local' | 'iso';
  /** iyziConversionRate: units of the payout currency per unit of the payment's (set by a test). */
  conversionRates: Record<string, number>;
}

export const defaultFigureSettings: ContractFigureSettings = {
  commissionPercent: 3.49,
  commissionFee: 0.25,
  blockageRate: 0,
  blockageDays: 8,
  resolvedDateFormat: 'local',
  // Stand-ins a test may change: no source publishes iyzico's rate of a day.
  conversionRates: { 'USD/TRY': 41.75, 'EUR/TRY': 48.5, 'GBP/TRY': 55.9 },
};

/** Rounded as iyzico's answers print decimals (up to 8 places). */
const round = (value: number) => Math.round(value * 1e8) / 1e8;

function resolvedDate(chargedAt: Date, settings: ContractFigureSettings): string {
  const day = new Date(chargedAt.getTime() + 3 * 3_600_000 + settings.blockageDays * 86_400_000);
  const date = day.toISOString().slice(0, 10);
  if (settings.resolvedDateFormat === 'iso')
    return new Date(`${date}T00:00:00+03:00`).toISOString().replace('.000Z', 'Z');
  return `${date} 00:00:00`;
}

/**
 * The figures of `item` of a payment charged at `chargedAt`, paid out in `payoutCurrency` (the
 * sub-merchant's settlement currency, row M8; the platform's account: TRY). The same currency
 * answers iyziConversionRate 0 and the same amounts, as the sample does for TRY.
 */
export function itemFigures(
  payment: ContractPayment,
  item: ContractItem,
  first: boolean,
  chargedAt: Date,
  payoutCurrency: string,
  settings: ContractFigureSettings,
): Body {
  const paidPrice = item.price;
  const commission = round((paidPrice * settings.commissionPercent) / 100);
  const fee = first ? settings.commissionFee : 0;
  const subMerchant = item.subMerchantPrice ?? 0;
  const merchantPayout = round(paidPrice - subMerchant - commission - fee);
  const amounts = {
    paidPrice,
    iyziCommissionRateAmount: commission,
    iyziCommissionFee: fee,
    blockageRateAmountMerchant: round((merchantPayout * settings.blockageRate) / 100),
    blockageRateAmountSubMerchant: round((subMerchant * settings.blockageRate) / 100),
    subMerchantPayoutAmount: subMerchant,
    merchantPayoutAmount: merchantPayout,
  };
  const same = payoutCurrency === payment.currency;
  const rate = same ? 1 : settings.conversionRates[`${payment.currency}/${payoutCurrency}`];
  if (rate === undefined) throw new Error(`contract server: no rate ${payment.currency}/${payoutCurrency}`);
  const converted = Object.fromEntries(
    Object.entries(amounts).map(([key, value]) => [key, same ? value : round(value * rate)]),
  );
  return {
    ...amounts,
    blockageRate: settings.blockageRate,
    blockageResolvedDate: resolvedDate(chargedAt, settings),
    subMerchantPayoutRate: paidPrice > 0 ? round((subMerchant / paidPrice) * 100) : 0,
    convertedPayout: {
      ...converted,
      iyziConversionRate: same ? 0 : rate,
      iyziConversionRateAmount: 0,
      currency: payoutCurrency,
    },
  };
}
