import { z } from 'zod';
import { linkCurrencies } from '../money.ts';
import { isoDateTime } from './common.ts';

/**
 * Marketplace mode (decision 011): iyzico, not the platform, pays the merchant. What it will pay,
 * when and where: each payment's share, released by the platform once the settlement delay has
 * passed with no open dispute, then paid by iyzico to the IBAN of the approved KYC.
 */
export const marketplaceReleaseStatuses = ['waiting', 'held', 'released', 'review'] as const;

export const marketplaceReleaseSchema = z.object({
  paymentId: z.string(),
  transactionId: z.string(),
  /**
   * The merchant's share (the amount less the platform's fee) less the payment's refunds, in minor
   * units: what was released, or what is left to release.
   */
  amount: z.number().int(),
  currency: z.enum(linkCurrencies),
  status: z.enum(marketplaceReleaseStatuses).meta({
    description:
      '`waiting`: released on `releaseOn`; `held`: a dispute or a pending refund keeps it, or refunds took all of the share; `released`: iyzico pays it; `review`: the platform is checking it with iyzico.',
  }),
  releaseOn: isoDateTime.nullable(),
  releasedAt: isoDateTime.nullable(),
});
export type MarketplaceRelease = z.infer<typeof marketplaceReleaseSchema>;

/**
 * The currency iyzico pays the merchant in (docs/acquirers.md "Foreign-currency settlement"): TRY
 * to the lira IBAN, or USD, EUR, GBP to the approved account in that currency.
 */
export const settlementCurrencies = ['TRY', ...linkCurrencies] as const;
export type SettlementCurrency = (typeof settlementCurrencies)[number];

/**
 * Whether iyzico has taken the merchant's registration as it stands: `confirmed`; `sending` (a
 * change, or the first registration, not answered yet); `review` (iyzico refused it or did not
 * answer: the platform's operator is looking at it, and iyzico pays as before meanwhile).
 */
export const settlementStatuses = ['confirmed', 'sending', 'review'] as const;

export const settlementCurrencyRequest = z.object({ currency: z.enum(settlementCurrencies) });
export type SettlementCurrencyRequest = z.infer<typeof settlementCurrencyRequest>;

export const marketplacePayoutsResponse = z.object({
  /** `platform`: the platform pays out (payouts as usual); `marketplace`: iyzico does. */
  mode: z.enum(['platform', 'marketplace']),
  /** The IBAN iyzico pays to, masked: the settlement currency's account. */
  ibanMasked: z.string().nullable(),
  settlementCurrency: z.enum(settlementCurrencies),
  /** The currencies the merchant may choose: TRY and each currency with an approved account. */
  settlementCurrencies: z.array(z.enum(settlementCurrencies)),
  /** Null in `platform` mode. */
  settlementStatus: z.enum(settlementStatuses).nullable(),
  /** Days after a payment before its share is released (SETTLEMENT_DELAY_DAYS, decision 013). */
  settlementDelayDays: z.number().int(),
  releases: z.array(marketplaceReleaseSchema),
});
export type MarketplacePayouts = z.infer<typeof marketplacePayoutsResponse>;

/**
 * `data` of the `payment.released` event: the payment (`id`, as in every `payment.*` event) whose
 * share the platform released to iyzico, which pays it to the IBAN shown (docs/webhooks.md).
 */
export const paymentReleasedSchema = z.object({
  id: z.string().meta({ description: 'The payment, `pay_…`.' }),
  transactionId: z.string().meta({ description: 'The payment’s reference, `TX-…`.' }),
  /** The merchant's share: the amount less the platform's fee, in minor units. */
  amount: z.number().int(),
  currency: z.enum(linkCurrencies),
  releasedAt: isoDateTime,
  /** The currency iyzico pays the merchant in, and the IBAN it pays to, masked as payouts show it. */
  settlementCurrency: z.enum(settlementCurrencies).nullable(),
  ibanMasked: z.string().nullable(),
});
export type PaymentReleased = z.infer<typeof paymentReleasedSchema>;
