import { z } from 'zod';
import { isCountryCode } from '../countries.ts';
import { normaliseGtip } from '../export.ts';
import { LINK_DESCRIPTION_MAX } from '../limits.ts';
import { linkCurrencies, MAX_CHARGE_MINOR, MIN_CHARGE_MINOR } from '../money.ts';
import {
  isHttpsUrl,
  LINK_REDIRECT_URL_MAX,
  LINK_SUCCESS_MESSAGE_MAX,
  linkPricingProblems,
  MAX_LINK_QUANTITY,
  paymentLinkStatuses,
} from '../payment-link-options.ts';
import { listQuerySchema, listResponseSchema, multilineText } from './common.ts';
import {
  clientReferenceField,
  clientReferenceFilter,
  clientReferenceSchema,
  metadataField,
  metadataSchema,
} from './metadata.ts';
import { collectFields } from './payer-details.ts';

export { LINK_DESCRIPTION_MAX };

const customAmountSchema = z.object({
  minimum: z.number().int(),
  maximum: z.number().int(),
});

// Descriptions and examples end up in the OpenAPI document and the /docs/api reference.
export const paymentLinkSchema = z.object({
  id: z.string().meta({ description: 'Identifier, `plink_…`.', examples: ['plink_3kTq9xYb2LmNw8RcVd4P'] }),
  code: z
    .string()
    .meta({ description: 'The 6-character code in the payment page address.', examples: ['K7M2QX'] }),
  url: z.string().meta({ description: 'The payment page to share with the payer.' }),
  productName: z.string(),
  amount: z.number().int().meta({
    description:
      'In minor units (cents): 4999 is 49.99. The price of one; with `customAmount`, the amount the payment page suggests.',
  }),
  currency: z.enum(linkCurrencies),
  description: z.string().nullable(),
  customAmount: customAmountSchema.nullable().meta({
    description: 'Set: the payer chooses the amount between `minimum` and `maximum` (minor units).',
  }),
  maxQuantity: z.number().int().meta({
    description: 'Above 1: the payer chooses how many, up to this; the total is amount x quantity.',
  }),
  expiresAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .meta({ description: 'From then on payers see "not found".' }),
  maxPayments: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'After this many successful payments the link is sold out.' }),
  collect: z
    .array(z.enum(collectFields))
    .meta({ description: 'What the payment page asks the payer for besides the card.' }),
  successMessage: z.string().nullable().meta({ description: 'Shown on the success page after payment.' }),
  redirectUrl: z
    .string()
    .nullable()
    .meta({ description: 'https: the payer is sent there after paying, with `?payment_id=pay_…`.' }),
  gtipCode: z
    .string()
    .nullable()
    .meta({
      description: "The product's customs tariff code (GTİP), 12 digits without dots; for export records.",
      examples: ['610910000000'],
    }),
  originCountry: z
    .string()
    .meta({ description: 'Country of origin of the goods, ISO 3166-1 alpha-2.', examples: ['TR'] }),
  physicalGoods: z.boolean().meta({
    description: 'Goods that are shipped: the payment page asks for a shipping address.',
  }),
  clientReference: clientReferenceSchema,
  metadata: metadataSchema.meta({
    description:
      'Your key-value pairs; every payment made through the link starts with these and the reference.',
  }),
  status: z.enum(paymentLinkStatuses).meta({
    description:
      '`inactive` (switched off), `expired`, `sold_out` or `active`; payers only reach active links.',
  }),
  active: z.boolean().meta({ description: 'Inactive links answer "not found" to payers.' }),
  clickCount: z.number().int().meta({ description: 'Visits of the payment page.' }),
  successfulPayments: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

const amountField = (description: string) =>
  z
    .number('links.errors.amount')
    .int('links.errors.amount')
    .min(MIN_CHARGE_MINOR, 'links.errors.amountRange')
    .max(MAX_CHARGE_MINOR, 'links.errors.amountRange')
    .meta({ description });

/** The fields of create and update; create adds defaults, update makes them optional. */
const optionFields = {
  productName: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(120, 'validation.tooLong')
    .meta({ description: 'Shown to the payer. 1-120 characters.', examples: ['Hand-woven kilim'] }),
  description: z
    .string()
    .trim()
    .max(LINK_DESCRIPTION_MAX, 'validation.tooLong')
    .meta({ description: 'Optional, up to 500 characters.', examples: ['Wool, 120 x 180 cm'] }),
  customAmount: z
    .object({
      minimum: amountField('Minor units, at least 100 (1.00).'),
      maximum: amountField('Minor units, at most 100000000 (1,000,000.00).'),
    })
    .meta({
      description: 'Lets the payer choose the amount in this range; `amount` is then the suggested one.',
    }),
  maxQuantity: z
    .number('links.errors.maxQuantity')
    .int('links.errors.maxQuantity')
    .min(1, 'links.errors.maxQuantity')
    .max(MAX_LINK_QUANTITY, 'links.errors.maxQuantity')
    .meta({
      description: '1 (the default): one per payment. 2-100: the payer chooses how many, up to this.',
    }),
  expiresAt: z.iso.datetime({ offset: true, message: 'links.errors.expiresAt' }).meta({
    description: 'A future time; payers see "not found" from then on.',
    examples: ['2026-12-31T21:00:00Z'],
  }),
  maxPayments: z
    .number('links.errors.maxPayments')
    .int('links.errors.maxPayments')
    .min(1, 'links.errors.maxPayments')
    .max(1_000_000, 'links.errors.maxPayments')
    .meta({
      description: 'Sold out after this many successful payments; never exceeded by parallel payers.',
    }),
  collect: z
    .array(z.enum(collectFields))
    .max(collectFields.length)
    .transform((fields) => collectFields.filter((field) => fields.includes(field)))
    .meta({
      description:
        'What to ask the payer: `name`, `phone`, `billingAddress`, `shippingAddress` (required for the payer), `company`, `taxId` (optional for the payer).',
    }),
  successMessage: multilineText(LINK_SUCCESS_MESSAGE_MAX)
    .trim()
    .meta({ description: 'Up to 500 characters on our success page.' }),
  redirectUrl: z
    .string()
    .trim()
    .max(LINK_REDIRECT_URL_MAX, 'validation.tooLong')
    .refine(isHttpsUrl, 'links.errors.redirectUrl')
    .meta({ description: 'An https address; the payer goes there after paying, with `?payment_id=`.' }),
  gtipCode: z
    .string('links.errors.gtip')
    .transform((text, ctx) => {
      const digits = normaliseGtip(text);
      if (digits === null) {
        ctx.addIssue({ code: 'custom', message: 'links.errors.gtip' });
        return z.NEVER;
      }
      return digits;
    })
    .meta({
      description: 'GTİP customs tariff code: 12 digits, dots and spaces allowed (6109.10.00.00.00).',
      examples: ['6109.10.00.00.00'],
    }),
  originCountry: z
    .string('links.errors.originCountry')
    .trim()
    .toUpperCase()
    .refine(isCountryCode, 'links.errors.originCountry')
    .meta({ description: 'Country of origin, ISO 3166-1 alpha-2; TR when omitted.', examples: ['TR'] }),
  physicalGoods: z.boolean('links.errors.physicalGoods').meta({
    description:
      'true: goods that are shipped. The payment page asks for a shipping address (whatever `collect` says) and the acquirer is told the goods are physical (iyzico `PHYSICAL`).',
    examples: [true],
  }),
};

function checkOptions(
  value: {
    amount?: number | undefined;
    customAmount?: { minimum: number; maximum: number } | null | undefined;
    successMessage?: string | null | undefined;
    redirectUrl?: string | null | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (value.amount !== undefined) {
    const problems = linkPricingProblems({
      amount: value.amount,
      customAmount: value.customAmount ?? null,
      maxQuantity: 1,
    });
    for (const [path, message] of Object.entries(problems))
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
  }
  if (value.successMessage && value.redirectUrl)
    ctx.addIssue({ code: 'custom', path: ['successMessage'], message: 'links.errors.messageWithRedirect' });
}

/** Amounts are minor units; the form parses the typed text with parseAmount (amount-input.ts). */
export const createPaymentLinkRequest = z
  .object({
    productName: optionFields.productName,
    amount: amountField('In minor units, from 100 (1.00) to 100000000 (1,000,000.00).').meta({
      examples: [4999],
    }),
    currency: z
      .enum(linkCurrencies, 'links.errors.currency')
      .default('USD')
      .meta({ description: 'USD, EUR or GBP; USD when omitted.', examples: ['USD'] }),
    description: optionFields.description.optional().transform((value) => value || undefined),
    customAmount: optionFields.customAmount.optional(),
    maxQuantity: optionFields.maxQuantity.default(1),
    expiresAt: optionFields.expiresAt.optional(),
    maxPayments: optionFields.maxPayments.optional(),
    collect: optionFields.collect.default([]),
    successMessage: optionFields.successMessage.optional().transform((value) => value || undefined),
    redirectUrl: optionFields.redirectUrl.optional(),
    gtipCode: optionFields.gtipCode.optional(),
    originCountry: optionFields.originCountry.default('TR'),
    physicalGoods: optionFields.physicalGoods.default(false),
    clientReference: clientReferenceField.optional().transform((value) => value || undefined),
    metadata: metadataField.optional(),
  })
  .superRefine(checkOptions);
export type CreatePaymentLinkRequest = z.input<typeof createPaymentLinkRequest>;
export type CreatePaymentLinkInput = z.output<typeof createPaymentLinkRequest>;

/** Everything but the currency can change; `null` removes an option. */
export const updatePaymentLinkRequest = z
  .object({
    active: z
      .boolean()
      .optional()
      .meta({ description: 'false stops new payments on the link.', examples: [false] }),
    productName: optionFields.productName.optional(),
    amount: amountField('In minor units.').optional(),
    description: optionFields.description
      .nullable()
      .optional()
      .meta({ description: 'null removes it.', examples: ['Wool, 120 x 180 cm, red'] }),
    customAmount: optionFields.customAmount.nullable().optional(),
    maxQuantity: optionFields.maxQuantity.optional(),
    expiresAt: optionFields.expiresAt.nullable().optional(),
    maxPayments: optionFields.maxPayments.nullable().optional(),
    collect: optionFields.collect.optional(),
    successMessage: optionFields.successMessage.nullable().optional(),
    redirectUrl: optionFields.redirectUrl.nullable().optional(),
    gtipCode: optionFields.gtipCode.nullable().optional().meta({ description: 'null removes it.' }),
    originCountry: optionFields.originCountry.optional(),
    physicalGoods: optionFields.physicalGoods.optional(),
    clientReference: clientReferenceField
      .nullable()
      .optional()
      .meta({ description: 'null or an empty string removes it.' }),
    metadata: metadataField.nullable().optional(),
  })
  .superRefine(checkOptions)
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'validation.nothingToUpdate');
export type UpdatePaymentLinkRequest = z.infer<typeof updatePaymentLinkRequest>;

export const paymentLinkListQuery = listQuerySchema.extend({
  active: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: 'Only active (`true`) or inactive (`false`) links.' }),
  status: z
    .enum(paymentLinkStatuses)
    .optional()
    .meta({ description: 'Only links in this status (see `status` of a link).' }),
  q: z
    .string()
    .trim()
    .max(120)
    .optional()
    .meta({ description: 'Search in the product name, the description, the code and your reference.' }),
  clientReference: clientReferenceFilter,
});
export type PaymentLinkListQuery = z.input<typeof paymentLinkListQuery>;
export const paymentLinkListResponse = listResponseSchema(paymentLinkSchema);
