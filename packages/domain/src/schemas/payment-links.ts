import { z } from 'zod';
import { linkCurrencies, MAX_CHARGE_MINOR, MIN_CHARGE_MINOR } from '../money.ts';
import { listQuerySchema, listResponseSchema } from './common.ts';

export const paymentLinkSchema = z.object({
  id: z.string(),
  code: z.string(),
  url: z.string(),
  productName: z.string(),
  amount: z.number().int(),
  currency: z.enum(linkCurrencies),
  description: z.string().nullable(),
  active: z.boolean(),
  clickCount: z.number().int(),
  successfulPayments: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/** Amounts are minor units; the form parses the typed decimal with parseDecimalToMinor. */
export const createPaymentLinkRequest = z.object({
  productName: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(120, 'validation.tooLong'),
  amount: z
    .number('links.errors.amount')
    .int('links.errors.amount')
    .min(MIN_CHARGE_MINOR, 'links.errors.amountRange')
    .max(MAX_CHARGE_MINOR, 'links.errors.amountRange'),
  currency: z.enum(linkCurrencies, 'links.errors.currency').default('USD'),
  description: z
    .string()
    .trim()
    .max(500, 'validation.tooLong')
    .optional()
    .transform((value) => value || undefined),
});
export type CreatePaymentLinkRequest = z.input<typeof createPaymentLinkRequest>;

export const updatePaymentLinkRequest = z
  .object({
    active: z.boolean().optional(),
    description: z.string().trim().max(500, 'validation.tooLong').nullable().optional(),
  })
  .refine(
    (value) => value.active !== undefined || value.description !== undefined,
    'validation.nothingToUpdate',
  );
export type UpdatePaymentLinkRequest = z.infer<typeof updatePaymentLinkRequest>;

export const paymentLinkListQuery = listQuerySchema.extend({ active: z.enum(['true', 'false']).optional() });
export const paymentLinkListResponse = listResponseSchema(paymentLinkSchema);
