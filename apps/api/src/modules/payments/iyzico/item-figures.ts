import type { AcquirerItemFigures, ChargedItem, ConvertedPayoutFigures } from '../../../ports.ts';
import type { IyzicoBody } from './client.ts';
import { chargedItemsOf } from './marketplace-basket.ts';

/**
 * iyzico's decimal (a JSON number such as 0.349 or 0E-8, or a string) as exact decimal text,
 * shifted by `shift` places (2: major to minor units). A number is read through its shortest
 * round-trip text, which is the literal iyzico wrote for any amount of up to 15 digits: no float
 * arithmetic touches it. Anything else is null.
 */
export function exactDecimal(value: unknown, shift = 0): string | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponent) + shift;
  const padded = point <= 0 ? '0'.repeat(1 - point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 1);
  const integer = padded.slice(0, at).replace(/^0+(?=\d)/, '');
  const decimals = padded.slice(at).replace(/0+$/, '');
  const result = decimals ? `${integer}.${decimals}` : integer;
  return sign && /[1-9]/.test(result) ? `-${result}` : result;
}

const minor = (value: unknown) => exactDecimal(value, 2);

/**
 * blockageResolvedDate as a calendar day in Türkiye's time (UTC+3 all year since 2016): iyzico's
 * samples write "2025-08-23 00:00:00" with no zone (assumption A33); an ISO time with a zone or
 * epoch milliseconds (iyzipay-java PaymentTxDetail types it as a Date) are read too.
 */
export function resolvedDayOf(value: unknown): string | null {
  if (typeof value === 'string') {
    const local = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/.exec(value.trim());
    if (local?.[1]) return local[1];
    if (!/^\d{4}-\d{2}-\d{2}T.+(Z|[+-]\d{2}:?\d{2})$/.test(value.trim())) return null;
  } else if (typeof value !== 'number') return null;
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return null;
  return new Date(time + 3 * 3_600_000).toISOString().slice(0, 10);
}

function convertedOf(value: unknown): ConvertedPayoutFigures | null {
  if (!value || typeof value !== 'object') return null;
  const payout = value as IyzicoBody;
  if (typeof payout.currency !== 'string' || payout.currency === '') return null;
  return {
    currency: payout.currency,
    rate: exactDecimal(payout.iyziConversionRate),
    rateAmount: minor(payout.iyziConversionRateAmount),
    paidPrice: minor(payout.paidPrice),
    commissionRateAmount: minor(payout.iyziCommissionRateAmount),
    commissionFee: minor(payout.iyziCommissionFee),
    merchantPayoutAmount: minor(payout.merchantPayoutAmount),
    subMerchantPayoutAmount: minor(payout.subMerchantPayoutAmount),
    blockageRateAmountMerchant: minor(payout.blockageRateAmountMerchant),
    blockageRateAmountSubMerchant: minor(payout.blockageRateAmountSubMerchant),
  };
}

/** One item of itemTransactions as our figures (iyzipay-java model/PaymentItem.java). */
export function itemFiguresOf(item: IyzicoBody): AcquirerItemFigures {
  const resolved = item.blockageResolvedDate;
  return {
    commissionRateAmount: minor(item.iyziCommissionRateAmount),
    commissionFee: minor(item.iyziCommissionFee),
    merchantPayoutAmount: minor(item.merchantPayoutAmount),
    subMerchantPayoutAmount: minor(item.subMerchantPayoutAmount),
    blockageRate: exactDecimal(item.blockageRate),
    blockageRateAmountMerchant: minor(item.blockageRateAmountMerchant),
    blockageRateAmountSubMerchant: minor(item.blockageRateAmountSubMerchant),
    blockageResolvedDate: resolvedDayOf(resolved),
    blockageResolvedText:
      typeof resolved === 'string' || typeof resolved === 'number' ? String(resolved) : null,
    converted: convertedOf(item.convertedPayout),
  };
}

/** The charged items of a payment answer, each with iyzico's figures of it. */
export function chargedItemsWithFigures(body: IyzicoBody): ChargedItem[] | undefined {
  const items = chargedItemsOf(body);
  if (!items) return undefined;
  const answered = body.itemTransactions as IyzicoBody[];
  return items.map((item) => {
    const source = answered.find(
      (candidate) =>
        candidate?.itemId === item.itemId &&
        String(candidate.paymentTransactionId) === item.paymentTransactionId,
    );
    return source ? { ...item, figures: itemFiguresOf(source) } : item;
  });
}
