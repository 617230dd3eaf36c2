import { FEE_BASIS_POINTS, FEE_FIXED_MINOR } from '@kopru/domain/constants';
import { z } from 'zod';

const twoDecimals = (example: string) =>
  z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, `a number with at most two decimals, e.g. ${example}`)
    .transform((value) => {
      const [whole = '0', fraction = ''] = value.split('.');
      return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    });

/**
 * iyzico's rates in the operator's agreement, as the operator declares them: iyzico takes its
 * commission (iyziCommissionRateAmount, iyziCommissionFee) out of the platform's part of every
 * payment, so a fee schedule below them loses money on each one (issue 41, item 2).
 */
export const iyzicoRateSettings = {
  /** iyzico's commission rate in percent (e.g. 3.49), in basis points once read. */
  IYZICO_COMMISSION_PERCENT: twoDecimals('3.49')
    .refine((basisPoints) => basisPoints <= 10_000, 'at most 100')
    .optional(),
  /** iyzico's fixed fee per payment in the payment's currency (e.g. 0.25), in minor units once read. */
  IYZICO_COMMISSION_FEE: twoDecimals('0.25').optional(),
};

interface RatesEnv {
  NODE_ENV: string;
  PAYMENT_PROVIDER: string;
  IYZICO_MODE: string;
  IYZICO_COMMISSION_PERCENT?: number | undefined;
  IYZICO_COMMISSION_FEE?: number | undefined;
}

const percentText = (basisPoints: number) => `${basisPoints / 100} %`;
const feeText = (minor: number) => (minor / 100).toFixed(2);

/**
 * The readiness check of production marketplace mode: iyzico's rates must be declared, and our
 * fee schedule (packages/domain/src/fees.ts) may be below neither, since a payment's fee is then
 * below iyzico's commission for some amount. Answers what is wrong, or undefined.
 */
export function feeScheduleProblem(env: RatesEnv): string | undefined {
  if (env.NODE_ENV !== 'production' || env.PAYMENT_PROVIDER !== 'iyzico' || env.IYZICO_MODE !== 'marketplace')
    return undefined;
  const percent = env.IYZICO_COMMISSION_PERCENT;
  const fee = env.IYZICO_COMMISSION_FEE;
  if (percent === undefined || fee === undefined)
    return "IYZICO_COMMISSION_PERCENT and IYZICO_COMMISSION_FEE: required in production marketplace mode (iyzico's commission rate and fee in your agreement; see docs/operations.md)";
  if (percent <= FEE_BASIS_POINTS && fee <= FEE_FIXED_MINOR) return undefined;
  return `IYZICO_COMMISSION_PERCENT, IYZICO_COMMISSION_FEE: the fee schedule (${percentText(FEE_BASIS_POINTS)} + ${feeText(FEE_FIXED_MINOR)}) is below iyzico's (${percentText(percent)} + ${feeText(fee)}): iyzico's commission comes out of the platform's part, so payments would cost the platform money`;
}
