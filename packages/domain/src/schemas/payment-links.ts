import { z } from 'zod';
import { LINK_DESCRIPTION_MAX } from '../limits.ts';
import { linkCurrencies, MAX_CHARGE_MINOR, MIN_CHARGE_MINOR } from '../money.ts';
import { listQuerySchema, listResponseSchema } from './common.ts';

export { LINK_DESCRIPTION_MAX };

// Descriptions and examples end up in the OpenAPI document and the /docs/api reference.
export const paymentLinkSchema = z.object({
  id: z.string().meta({ description: 'Identifier, `plink_…`.', examples: ['plink_3kTq9xYb2LmNw8RcVd4P'] }),
  code: z
    .string()
    .meta({ description: 'The 6-character code in the payment page address.', examples: ['K7M2QX'] }),
  url: z.string().meta({ description: 'The payment page to share with the payer.' }),
  productName: z.string(),
  amount: z.number().int().meta({ description: 'In minor units (cents): 4999 is 49.99.' }),
  currency: z.enum(linkCurrencies),
  description: z.string().nullable(),
  active: z.boolean().meta({ description: 'Inactive links answer "not found" to payers.' }),
  clickCount: z.number().int().meta({ description: 'Visits of the payment page.' }),
  successfulPayments: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/** Amounts are minor units; the form parses the typed text with parseAmount (amount-input.ts). */
export const createPaymentLinkRequest = z.object({
  productName: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(120, 'validation.tooLong')
    .meta({ description: 'Shown to the payer. 1-120 characters.', examples: ['Hand-woven kilim'] }),
  amount: z
    .number('links.errors.amount')
    .int('links.errors.amount')
    .min(MIN_CHARGE_MINOR, 'links.errors.amountRange')
    .max(MAX_CHARGE_MINOR, 'links.errors.amountRange')
    .meta({
      description: 'In minor units, from 100 (1.00) to 100000000 (1,000,000.00).',
      examples: [4999],
    }),
  currency: z
    .enum(linkCurrencies, 'links.errors.currency')
    .default('USD')
    .meta({ description: 'USD, EUR or GBP; USD when omitted.', examples: ['USD'] }),
  description: z
    .string()
    .trim()
    .max(LINK_DESCRIPTION_MAX, 'validation.tooLong')
    .meta({ description: 'Optional, up to 500 characters.', examples: ['Wool, 120 x 180 cm'] })
    .optional()
    .transform((value) => value || undefined),
});
export type CreatePaymentLinkRequest = z.input<typeof createPaymentLinkRequest>;

export const updatePaymentLinkRequest = z
  .object({
    active: z
      .boolean()
      .optional()
      .meta({ description: 'false stops new payments on the link.', examples: [false] }),
    description: z
      .string()
      .trim()
      .max(LINK_DESCRIPTION_MAX, 'validation.tooLong')
      .nullable()
      .optional()
      .meta({ description: 'null removes it.', examples: ['Wool, 120 x 180 cm, red'] }),
  })
  .refine(
    (value) => value.active !== undefined || value.description !== undefined,
    'validation.nothingToUpdate',
  );
export type UpdatePaymentLinkRequest = z.infer<typeof updatePaymentLinkRequest>;

export const paymentLinkListQuery = listQuerySchema.extend({
  active: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: 'Only active (`true`) or inactive (`false`) links.' }),
});
export const paymentLinkListResponse = listResponseSchema(paymentLinkSchema);
