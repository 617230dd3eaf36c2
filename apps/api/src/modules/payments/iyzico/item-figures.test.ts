import { describe, expect, it } from 'vitest';
import { exactDecimal, itemFiguresOf, resolvedDayOf } from './item-figures.ts';

describe('iyzico item figures', () => {
  it('reads iyzico decimals exactly, in minor units', () => {
    expect(exactDecimal(0.349, 2)).toBe('34.9');
    expect(exactDecimal(9.401, 2)).toBe('940.1');
    expect(exactDecimal('0.04000000', 2)).toBe('4');
    expect(exactDecimal('0E-8', 2)).toBe('0');
    expect(exactDecimal(0.1 + 0.2, 2)).toBe('30.000000000000004');
    expect(exactDecimal(1e-7, 2)).toBe('0.00001');
    expect(exactDecimal('1234567.89', 2)).toBe('123456789');
    expect(exactDecimal('-0.50', 2)).toBe('-50');
    expect(exactDecimal('34.123400', 0)).toBe('34.1234');
    expect(exactDecimal('abc', 2)).toBeNull();
    expect(exactDecimal(undefined, 2)).toBeNull();
    expect(exactDecimal(Number.NaN, 2)).toBeNull();
  });

  it("reads blockageResolvedDate as a day in Türkiye's time", () => {
    expect(resolvedDayOf('2025-08-23 00:00:00')).toBe('2025-08-23');
    expect(resolvedDayOf('2025-08-23')).toBe('2025-08-23');
    expect(resolvedDayOf('2025-08-22T21:00:00Z')).toBe('2025-08-23');
    expect(resolvedDayOf('2025-08-22T20:59:59Z')).toBe('2025-08-22');
    expect(resolvedDayOf(Date.UTC(2025, 7, 22, 21))).toBe('2025-08-23');
    expect(resolvedDayOf('next week')).toBeNull();
    expect(resolvedDayOf(null)).toBeNull();
  });

  it("takes every field of iyzipay-node's sample item", () => {
    const figures = itemFiguresOf({
      itemId: 'ItemID',
      paymentTransactionId: '27142369',
      iyziCommissionRateAmount: 0.349,
      iyziCommissionFee: 0.25,
      blockageRate: 0,
      blockageRateAmountMerchant: 0,
      blockageRateAmountSubMerchant: 0,
      blockageResolvedDate: '2025-08-23 00:00:00',
      subMerchantPayoutAmount: 0,
      merchantPayoutAmount: 9.401,
      convertedPayout: {
        paidPrice: 10,
        iyziCommissionRateAmount: 0.349,
        iyziCommissionFee: 0.25,
        blockageRateAmountMerchant: 0,
        blockageRateAmountSubMerchant: 0,
        subMerchantPayoutAmount: 0,
        merchantPayoutAmount: 9.401,
        iyziConversionRate: 0,
        iyziConversionRateAmount: 0,
        currency: 'TRY',
      },
    });
    expect(figures).toEqual({
      commissionRateAmount: '34.9',
      commissionFee: '25',
      merchantPayoutAmount: '940.1',
      subMerchantPayoutAmount: '0',
      blockageRate: '0',
      blockageRateAmountMerchant: '0',
      blockageRateAmountSubMerchant: '0',
      blockageResolvedDate: '2025-08-23',
      blockageResolvedText: '2025-08-23 00:00:00',
      converted: {
        currency: 'TRY',
        rate: '0',
        rateAmount: '0',
        paidPrice: '1000',
        commissionRateAmount: '34.9',
        commissionFee: '25',
        merchantPayoutAmount: '940.1',
        subMerchantPayoutAmount: '0',
        blockageRateAmountMerchant: '0',
        blockageRateAmountSubMerchant: '0',
      },
    });
  });
});
