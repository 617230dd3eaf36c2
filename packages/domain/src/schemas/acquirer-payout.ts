import { z } from 'zod';

/** An exact decimal as text ("34.9", "-20.2168"): iyzico's amounts carry fractions of a minor unit. */
export const decimalTextSchema = z.string().regex(/^-?\d+(\.\d+)?$/);

/**
 * Marketplace mode with iyzico: one basket item of the payment (its share, or its reserve) as iyzico
 * pays it to the merchant, from iyzico's own figures of the payment (issue 41, item 2).
 */
export const acquirerPayoutItemSchema = z.object({
  item: z.enum(['payment', 'reserve']),
  /** When Köprü releases the item to iyzico (the release delay, or the reserve's window). */
  releaseAt: z.iso.datetime({ offset: true }).nullable(),
  /** When Köprü released it (iyzico approved it); null until then. */
  releasedAt: z.iso.datetime({ offset: true }).nullable(),
  /** iyzico's blockageResolvedDate: iyzico pays the item no earlier than this day (Türkiye's time). */
  blockageResolvedDate: z.iso.date().nullable(),
  /** What iyzico pays the merchant for the item (subMerchantPayoutAmount), minor units of `currency`. */
  amount: decimalTextSchema.nullable(),
  currency: z.string(),
  /** iyzico pays in another currency (convertedPayout): its currency, iyzico's rate and the amount in it. */
  converted: z
    .object({ currency: z.string(), rate: decimalTextSchema, amount: decimalTextSchema.nullable() })
    .nullable(),
});
export type AcquirerPayoutItem = z.infer<typeof acquirerPayoutItemSchema>;
