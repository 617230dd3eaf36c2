import { z } from 'zod';
import { linkCurrencies } from '../money.ts';
import { listQuerySchema, listResponseSchema } from './common.ts';
import { clientReferenceFilter, clientReferenceSchema, metadataSchema } from './metadata.ts';
import { payerDetailsSchema } from './payer-details.ts';
import { paymentRefundStatuses } from './refunds.ts';

/** A payment's states (DESIGN.md "Payments"); `processing` is shown as pending. */
export const paymentStatuses = ['processing', 'requires_action', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentSchema = z.object({
  id: z.string().meta({ description: 'Identifier, `pay_…`.', examples: ['pay_8fQ2nR5tLwX3kZ7mJc9V'] }),
  transactionId: z.string().meta({
    description:
      'Human reference: `TX-` and 10 random symbols without look-alikes (no 0/O, 1/I/L); payments made before random references keep their numbered `TX-000123`.',
    examples: ['TX-7KQ4MZ2P9A'],
  }),
  linkId: z.string().nullable().meta({ description: 'The payment link paid.' }),
  description: z.string().meta({ description: 'The product name of the link at payment time.' }),
  amount: z
    .number()
    .int()
    .meta({ description: 'Charged, in minor units: the unit amount times `quantity`.' }),
  quantity: z
    .number()
    .int()
    .meta({ description: 'How many the payer bought; 1 unless the link lets the payer choose.' }),
  currency: z.enum(linkCurrencies),
  fee: z.number().int().meta({ description: 'Our fee, in minor units (0 when failed).' }),
  net: z.number().int().meta({ description: 'amount - fee, credited to the balance (0 when failed).' }),
  status: z.enum(paymentStatuses),
  declineCode: z
    .string()
    .nullable()
    .meta({ description: 'Why a failed payment was declined, e.g. `card_declined`.' }),
  cardBrand: z.string(),
  cardLast4: z.string(),
  payerDetails: payerDetailsSchema.nullable().optional().meta({
    description:
      'What the payer gave on the checkout; null when the link collected nothing. Personal data: left out unless the key has the `payerDetails` permission (a member, the role’s `payments.payerDetails`).',
  }),
  amountRefunded: z
    .number()
    .int()
    .meta({ description: 'Refunded so far, in minor units (succeeded refunds only).' }),
  chargedBackAmount: z.number().int().meta({
    description:
      "Taken back by the cardholder's bank through lost disputes, in minor units; never refundable again: what is left to refund is `amount - amountRefunded - chargedBackAmount` less refunds still pending.",
  }),
  refundStatus: z
    .enum(paymentRefundStatuses)
    .meta({ description: '`partially_refunded` or `refunded` once refunds succeeded; `none` before.' }),
  settled: z.boolean().meta({ description: 'Whether the net amount has moved to available.' }),
  availableAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .meta({ description: 'When the net amount becomes available.' }),
  clientReference: clientReferenceSchema.meta({
    description: "Your own reference: a payment through a link takes the link's at payment time.",
  }),
  metadata: metadataSchema.meta({
    description: "Your key-value pairs: a payment through a link takes the link's at payment time.",
  }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Payment = z.infer<typeof paymentSchema>;

const isoDate = z.iso.date('validation.date');

export const paymentListQuery = listQuerySchema.extend({
  status: z.enum(paymentStatuses).optional(),
  currency: z.enum(linkCurrencies).optional(),
  /** Inclusive calendar days (UTC). */
  from: isoDate.optional().meta({ description: 'From this UTC day, inclusive (YYYY-MM-DD).' }),
  to: isoDate.optional().meta({ description: 'Up to this UTC day, inclusive (YYYY-MM-DD).' }),
  q: z.string().trim().max(200).optional().meta({
    description:
      'A payment by its reference (`TX-7KQ4MZ2P9A`, any case, with or without `TX-`; an older `TX-000123` or its number), its id `pay_…` or your `clientReference` (whole, case ignored).',
  }),
  clientReference: clientReferenceFilter,
});
export type PaymentListQuery = z.input<typeof paymentListQuery>;
export const paymentListResponse = listResponseSchema(paymentSchema);

export const adminPaymentSchema = paymentSchema.extend({
  type: z.literal('payment'),
  merchantId: z.string(),
  merchantName: z.string(),
});
export const adminPaymentListQuery = paymentListQuery.extend({
  merchantId: z.string().max(64).optional(),
});
export const adminPaymentListResponse = listResponseSchema(adminPaymentSchema);
