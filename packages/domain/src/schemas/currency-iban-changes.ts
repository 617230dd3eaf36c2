import { z } from 'zod';
import { linkCurrencies } from '../money.ts';
import { rejectChangeRequest } from './change-reviews.ts';
import { isoDateTime } from './common.ts';
import { optionalIbanSchema } from './kyc.ts';

/**
 * A verified merchant's request to add, change or remove the IBAN of a foreign-currency account
 * (USD, EUR, GBP) after KYC; an admin approves or rejects it, and until then the account in use
 * stays (docs/fx.md "Currency accounts after KYC"). A pending request never changes: a new one of
 * the same currency replaces it (`replaced`) under a new id.
 */
export const currencyIbanChangeStatuses = [
  'pending',
  'approved',
  'rejected',
  'withdrawn',
  'replaced',
] as const;
export type CurrencyIbanChangeStatus = (typeof currencyIbanChangeStatuses)[number];

/** The owner's request: an IBAN for the currency, or empty to remove the account. */
export const requestCurrencyIbanChange = z.object({
  currency: z.enum(linkCurrencies),
  iban: optionalIbanSchema,
});
export type RequestCurrencyIbanChange = z.infer<typeof requestCurrencyIbanChange>;

/** As the merchant sees it: IBANs masked. */
export const currencyIbanChangeSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  currency: z.enum(linkCurrencies),
  status: z.enum(currencyIbanChangeStatuses),
  /** The account asked for; null asks to remove the currency's account. */
  ibanMasked: z.string().nullable(),
  /** The account in use while the request waits (when decided: the one it replaced); null: none. */
  currentIbanMasked: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
});
export type CurrencyIbanChange = z.infer<typeof currencyIbanChangeSchema>;

/**
 * As the admin reviews it: the full IBANs, the company the account must be held by, and the
 * pending request this one replaced (what the admin may have seen before), if any.
 */
export const adminCurrencyIbanChangeSchema = currencyIbanChangeSchema.extend({
  companyName: z.string(),
  iban: z.string().nullable(),
  currentIban: z.string().nullable(),
  replaces: z.object({ id: z.string(), iban: z.string().nullable(), createdAt: isoDateTime }).nullable(),
});
export type AdminCurrencyIbanChange = z.infer<typeof adminCurrencyIbanChangeSchema>;

export const currencyIbanChangeListResponse = z.object({ data: z.array(currencyIbanChangeSchema) });
export const adminCurrencyIbanChangeListResponse = z.object({ data: z.array(adminCurrencyIbanChangeSchema) });
export type AdminCurrencyIbanChangeList = z.infer<typeof adminCurrencyIbanChangeListResponse>;

export const currencyIbanChangeIdParams = z.object({ id: z.string().max(64) });
export const rejectCurrencyIbanChangeRequest = rejectChangeRequest;
