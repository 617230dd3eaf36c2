import { formatAmountInput, parseAmount } from '@kopru/domain/amount-input';
import { formatGtip } from '@kopru/domain/export';
import { linkCurrencies } from '@kopru/domain/money';
import { type CollectField, collectFields } from '@kopru/domain/schemas/payer-details';
import {
  createPaymentLinkRequest,
  type PaymentLink,
  updatePaymentLinkRequest,
} from '@kopru/domain/schemas/payment-links';
import { z } from 'zod';
import { checkMetadataRows, metadataOf, metadataRows, metadataUpdate, rowsOf } from '../metadata-rows.ts';

/**
 * The link form as typed: amounts are text in the user's language, numbers are text, the
 * expiry is a `datetime-local` value. `toRequest` turns it into the request of the domain schema,
 * whose issues come back on the same paths (`amount`, `customAmount.minimum`, ...).
 */
export const linkFormValues = z.object({
  productName: z.string(),
  description: z.string(),
  currency: z.enum(linkCurrencies),
  pricing: z.enum(['fixed', 'custom']),
  amount: z.string(),
  customAmount: z.object({ minimum: z.string(), maximum: z.string() }),
  quantityAdjustable: z.boolean(),
  maxQuantity: z.string(),
  expiresAt: z.string(),
  maxPayments: z.string(),
  collect: z.array(z.enum(collectFields)),
  after: z.enum(['message', 'redirect']),
  successMessage: z.string(),
  redirectUrl: z.string(),
  gtipCode: z.string(),
  originCountry: z.string(),
  physicalGoods: z.boolean(),
  clientReference: z.string(),
  metadata: metadataRows,
});
export type LinkFormValues = z.infer<typeof linkFormValues>;

export const emptyLinkForm: LinkFormValues = {
  productName: '',
  description: '',
  currency: 'USD',
  pricing: 'fixed',
  amount: '',
  customAmount: { minimum: '', maximum: '' },
  quantityAdjustable: false,
  maxQuantity: '',
  expiresAt: '',
  maxPayments: '',
  collect: [],
  after: 'message',
  successMessage: '',
  redirectUrl: '',
  gtipCode: '',
  originCountry: 'TR',
  physicalGoods: false,
  clientReference: '',
  metadata: [],
};

const checkedFormValues = linkFormValues.superRefine((values, ctx) =>
  checkMetadataRows(values.metadata, ctx),
);

/** `2026-12-31T21:00:00.000Z` -> the local `2027-01-01T00:00` a datetime-local field shows. */
function localDateTime(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The form filled from a link, to edit it or to start a copy of it. */
export function linkFormOf(link: PaymentLink, locale: string): LinkFormValues {
  const amount = (minor: number) => formatAmountInput(minor, locale, link.currency);
  return {
    productName: link.productName,
    description: link.description ?? '',
    currency: link.currency,
    pricing: link.customAmount ? 'custom' : 'fixed',
    amount: amount(link.amount),
    customAmount: link.customAmount
      ? { minimum: amount(link.customAmount.minimum), maximum: amount(link.customAmount.maximum) }
      : { minimum: '', maximum: '' },
    quantityAdjustable: link.maxQuantity > 1,
    maxQuantity: link.maxQuantity > 1 ? String(link.maxQuantity) : '',
    expiresAt: link.expiresAt ? localDateTime(link.expiresAt) : '',
    maxPayments: link.maxPayments === null ? '' : String(link.maxPayments),
    collect: [...link.collect],
    after: link.redirectUrl ? 'redirect' : 'message',
    successMessage: link.successMessage ?? '',
    redirectUrl: link.redirectUrl ?? '',
    gtipCode: link.gtipCode ? formatGtip(link.gtipCode) : '',
    originCountry: link.originCountry,
    physicalGoods: link.physicalGoods,
    clientReference: link.clientReference ?? '',
    metadata: rowsOf(link.metadata),
  };
}

/** A whole number typed in a field; NaN for anything else, which the domain schema refuses. */
function wholeNumber(text: string): number {
  return /^\s*\d{1,9}\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** Every option of the form as request fields; an option switched off is `null` (removed). */
function optionsOf(values: LinkFormValues, locale: string) {
  // Text that is not an amount becomes NaN, which the domain schema answers with how to write one.
  const money = (text: string) => {
    const parsed = parseAmount(text, locale, values.currency);
    return parsed.ok ? parsed.minor : Number.NaN;
  };
  const custom = values.pricing === 'custom';
  const customAmount = custom
    ? {
        minimum: money(values.customAmount.minimum),
        maximum: money(values.customAmount.maximum),
      }
    : null;
  // A payer-chosen amount without a suggestion suggests the minimum.
  const amount =
    custom && values.amount.trim() === '' ? (customAmount?.minimum ?? Number.NaN) : money(values.amount);
  const expires = values.expiresAt ? new Date(values.expiresAt) : null;
  return {
    productName: values.productName,
    amount,
    description: values.description,
    customAmount,
    maxQuantity: values.quantityAdjustable ? wholeNumber(values.maxQuantity) : 1,
    expiresAt: expires ? (Number.isNaN(expires.getTime()) ? 'invalid' : expires.toISOString()) : null,
    maxPayments: values.maxPayments.trim() === '' ? null : wholeNumber(values.maxPayments),
    collect: values.collect as CollectField[],
    successMessage: values.after === 'message' ? values.successMessage : null,
    redirectUrl: values.after === 'redirect' ? values.redirectUrl : null,
    gtipCode: values.gtipCode.trim() === '' ? null : values.gtipCode,
    originCountry: values.originCountry,
    physicalGoods: values.physicalGoods,
    clientReference: values.clientReference.trim() || null,
  };
}

/** The create request: options left empty are left out. */
export function createLinkSchema(locale: string) {
  return checkedFormValues
    .transform((values) => {
      const options = optionsOf(values, locale);
      const present = Object.fromEntries(
        Object.entries(options).filter(([, value]) => value !== null && value !== ''),
      );
      const metadata = metadataOf(values.metadata);
      return {
        ...present,
        currency: values.currency,
        ...(Object.keys(metadata).length > 0 ? { metadata } : {}),
      } as z.input<typeof createPaymentLinkRequest>;
    })
    .pipe(createPaymentLinkRequest);
}

/**
 * The update request: every option, `null` where it is switched off; the pairs the link had that
 * the rows dropped are sent empty, which removes them (`before`: the link's pairs).
 */
export function editLinkSchema(locale: string, before: PaymentLink['metadata']) {
  return checkedFormValues
    .transform((values) => {
      const options = optionsOf(values, locale);
      return {
        ...options,
        description: options.description.trim() || null,
        metadata: metadataUpdate(values.metadata, before),
      } as z.input<typeof updatePaymentLinkRequest>;
    })
    .pipe(updatePaymentLinkRequest);
}
