import { z } from 'zod';
import { percentInBasisPoints } from './value-parsers.ts';

/** When money is released and held (decisions 013, 015), disputes' fee and days, and conversion to lira. */
export const moneySettings = {
  /**
   * The release delay: days after a payment succeeds before its net less the reserve is released
   * (platform mode: pending -> available; marketplace mode: approved at iyzico). Unset: 7 with a
   * real acquirer and 0 with the sandbox (decision 013). An admin may set a merchant's own.
   */
  SETTLEMENT_DELAY_DAYS: z.coerce.number().int().min(0).max(540).optional(),
  /**
   * The rolling reserve: the percentage of each payment's net held for RESERVE_DAYS (at most two
   * decimals). Unset: 10 with a real acquirer and 0 with the sandbox (decision 013).
   */
  RESERVE_PERCENT: percentInBasisPoints('10 or 7.5').optional(),
  /**
   * The e-commerce withholding rate (decision 015): the percentage of each payment's amount withheld
   * from the merchant and owed to the tax office (1 since 2025). Unset: 0; production marketplace
   * mode refuses to start until it is set explicitly (0 included).
   */
  WITHHOLDING_TAX_PERCENT: percentInBasisPoints('1 or 0.5').optional(),
  /** Days after a payment succeeds before its reserve is released: the chargeback window. */
  RESERVE_DAYS: z.coerce.number().int().min(0).max(540).default(120),
  /** The dispute fee held with a disputed amount, in minor units of the payment's currency (15.00). */
  DISPUTE_FEE_MINOR: z.coerce.number().int().min(0).max(1_000_000).default(1500),
  /** Days the merchant has to send evidence once a dispute opens. */
  DISPUTE_EVIDENCE_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  /** The spread taken off the reference rate when a payout is converted to lira, in percent (two decimals at most). */
  FX_SPREAD_PERCENT: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, 'a percent below 100 with at most two decimals, e.g. 1.0')
    .default('1.0'),
  /** How long a conversion quote holds its rate. */
  FX_QUOTE_TTL_SECONDS: z.coerce.number().int().min(10).max(3_600).default(60),
  /** A fixed fee for converting a payout to lira, in kuruş (0: none). */
  FX_CONVERSION_FEE_MINOR: z.coerce.number().int().min(0).max(100_000_00).default(0),
};
