import { z } from 'zod';
import { countryCodes, isCountryCode } from '../countries.ts';
import { plainText, requiredText } from './common.ts';

/** What a payment link may ask the payer for besides the card (issue 14: export invoices). */
export const collectFields = [
  'name',
  'phone',
  'billingAddress',
  'shippingAddress',
  'company',
  'taxId',
] as const;
export type CollectField = (typeof collectFields)[number];
/** Asked when collected, but the payer may leave them empty: an individual has neither. */
export const optionalCollectFields: readonly CollectField[] = ['company', 'taxId'];

export const addressSchema = z.object({
  line1: z.string().meta({ description: 'Street and number.' }),
  line2: z.string().nullable(),
  city: z.string(),
  postalCode: z.string().nullable(),
  region: z.string().nullable().meta({ description: 'State, province or county.' }),
  country: z.string().meta({ description: 'ISO 3166-1 alpha-2 code.', examples: ['DE'] }),
});
export type Address = z.infer<typeof addressSchema>;

/** What the payer gave on the checkout; a field the link did not collect is null. */
export const payerDetailsSchema = z
  .object({
    name: z.string().nullable(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
    taxId: z.string().nullable().meta({ description: 'As the payer wrote it (VAT number, EIN…).' }),
    billingAddress: addressSchema.nullable(),
    shippingAddress: addressSchema.nullable(),
  })
  .meta({ id: 'PayerDetails' });
export type PayerDetails = z.infer<typeof payerDetailsSchema>;

const optionalText = (max: number) =>
  plainText(max)
    .optional()
    .transform((value) => value?.trim() || undefined);

/** Digits with an optional leading +, spaces, dashes, dots and brackets: 7 to 15 digits. */
const PHONE = /^\+?[\d\s().-]+$/;

export const addressInput = z.object({
  line1: requiredText(200),
  line2: optionalText(200),
  city: requiredText(100),
  postalCode: optionalText(20),
  region: optionalText(100),
  country: z
    .string('checkout.errors.country')
    .refine(isCountryCode, 'checkout.errors.country')
    .meta({ description: 'ISO 3166-1 alpha-2 code.', examples: [countryCodes[0]] }),
});
export type AddressInput = z.input<typeof addressInput>;

/**
 * The payer's answers on the checkout. Which ones are required depends on the link: the server
 * checks them with missingPayerFields.
 */
export const payerInput = z.object({
  name: optionalText(120),
  phone: optionalText(30).refine(
    (value) => value === undefined || (PHONE.test(value) && /^(\D*\d){7,15}\D*$/.test(value)),
    'checkout.errors.phone',
  ),
  company: optionalText(200),
  taxId: optionalText(40),
  billingAddress: addressInput.optional(),
  shippingAddress: addressInput.optional(),
});
export type PayerInput = z.input<typeof payerInput>;
type ParsedPayer = z.output<typeof payerInput>;

/** The required fields of `collect` the payer left empty, as `payer.<field>` paths. */
export function missingPayerFields(
  collect: readonly CollectField[],
  payer: ParsedPayer | undefined,
): string[] {
  return collect
    .filter((field) => !optionalCollectFields.includes(field) && payer?.[field] === undefined)
    .map((field) => `payer.${field}`);
}

/** What is stored on the payment: only the collected fields, the others null. */
export function payerDetailsOf(
  collect: readonly CollectField[],
  payer: ParsedPayer | undefined,
): PayerDetails | null {
  if (collect.length === 0) return null;
  const pick = <K extends CollectField>(field: K) => (collect.includes(field) ? payer?.[field] : undefined);
  const address = (value: z.output<typeof addressInput> | undefined): Address | null =>
    value
      ? {
          line1: value.line1,
          line2: value.line2 ?? null,
          city: value.city,
          postalCode: value.postalCode ?? null,
          region: value.region ?? null,
          country: value.country,
        }
      : null;
  return {
    name: pick('name') ?? null,
    phone: pick('phone') ?? null,
    company: pick('company') ?? null,
    taxId: pick('taxId') ?? null,
    billingAddress: address(pick('billingAddress')),
    shippingAddress: address(pick('shippingAddress')),
  };
}

/**
 * What the checkout asks on a link: the link's own fields and those asked of every payer (the
 * acquirer's, or a shipping address for goods that are shipped), in the usual order.
 */
export function fieldsToAsk(
  collect: readonly CollectField[],
  required: readonly CollectField[],
): CollectField[] {
  return collectFields.filter((field) => collect.includes(field) || required.includes(field));
}
