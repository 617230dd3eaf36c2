import { z } from 'zod';
import { linkCurrencies } from '../money.ts';
import { MAX_RELEASE_DAYS } from '../release-terms.ts';
import { decimalTextSchema } from './acquirer-payout.ts';
import { isoDateTime } from './common.ts';

/** Release terms as the API shows them (decision 013). */
export const releaseTermsSchema = z.object({
  releaseDelayDays: z.number().int(),
  /** The reserve's share of each payment's net, in basis points (1000 = 10 %). */
  reserveBasisPoints: z.number().int(),
  reserveDays: z.number().int(),
  /** `platform`: the operator's defaults; `merchant`: set for this merchant by an admin. */
  source: z.enum(['platform', 'merchant']),
});
export type ReleaseTermsView = z.infer<typeof releaseTermsSchema>;

const days = z
  .number('validation.required')
  .int('validation.invalid')
  .min(0, 'validation.invalid')
  .max(MAX_RELEASE_DAYS, 'validation.invalid');

/** An admin sets a merchant's own terms, or (`terms: null`) gives it the platform's back; always with a reason. */
export const setReleaseTermsRequest = z.object({
  terms: z
    .object({
      releaseDelayDays: days,
      reserveBasisPoints: z
        .number('validation.required')
        .int('validation.invalid')
        .min(0, 'validation.invalid')
        .max(10_000, 'validation.invalid'),
      reserveDays: days,
    })
    .nullable(),
  reason: z.string('validation.required').trim().min(1, 'validation.required').max(500, 'validation.tooLong'),
});
export type SetReleaseTermsRequest = z.infer<typeof setReleaseTermsRequest>;

export const adminReleaseTermsResponse = z.object({
  terms: releaseTermsSchema,
  platform: releaseTermsSchema,
  /** Why the merchant's own terms were set, by whom and when; null on the platform's. */
  reason: z.string().nullable(),
  setByEmail: z.string().nullable(),
  updatedAt: isoDateTime.nullable(),
});
export type AdminReleaseTerms = z.infer<typeof adminReleaseTermsResponse>;

/**
 * Marketplace mode: how iyzico pays one part of the payment, by iyzico's figures
 * (acquirer_item_figures); null until iyzico's answer is recorded.
 */
export const acquirerPartSchema = z.object({
  /** iyzico's blockageResolvedDate: iyzico pays the part no earlier than this day. */
  paysFrom: z.iso.date().nullable(),
  /** iyzico pays in another currency (convertedPayout): its currency, rate and the amount in it. */
  converted: z
    .object({ currency: z.string(), rate: decimalTextSchema, amount: decimalTextSchema.nullable() })
    .nullable(),
});
export type AcquirerPart = z.infer<typeof acquirerPartSchema>;

/** One payment whose share or reserve is still held, or was released lately. */
export const paymentReleaseSchema = z.object({
  paymentId: z.string(),
  transactionId: z.string(),
  currency: z.enum(linkCurrencies),
  /** What is released after the delay: the net less the reserve, minor units. */
  share: z.number().int(),
  shareReleaseOn: isoDateTime.nullable(),
  shareReleased: z.boolean(),
  reserve: z.number().int(),
  reserveReleaseOn: isoDateTime.nullable(),
  reserveReleased: z.boolean(),
  /** Marketplace mode: iyzico's figures of the share's item and of the reserve's; null otherwise. */
  acquirer: z
    .object({ share: acquirerPartSchema.nullable(), reserve: acquirerPartSchema.nullable() })
    .nullable(),
});
export type PaymentRelease = z.infer<typeof paymentReleaseSchema>;

export const merchantReleasesResponse = z.object({
  terms: releaseTermsSchema,
  /**
   * Per currency: what is held now, the shares not yet released (pending; in marketplace mode also
   * what is due to be released to iyzico) plus the reserve, and when the reserve's next part is released.
   */
  held: z.array(
    z.object({
      currency: z.enum(linkCurrencies),
      share: z.number().int(),
      reserve: z.number().int(),
      total: z.number().int(),
      nextReserveReleaseOn: isoDateTime.nullable(),
    }),
  ),
  /** Payments whose share or reserve is still held, the soonest released first (at most 20). */
  payments: z.array(paymentReleaseSchema),
});
export type MerchantReleases = z.infer<typeof merchantReleasesResponse>;
