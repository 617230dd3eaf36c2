import { z } from 'zod';
import { rateSources } from '../fx.ts';
import { linkCurrencies } from '../money.ts';
import { MIN_PAYOUT_MINOR, payoutSources, payoutStatuses } from '../payouts.ts';
import { isoDateTime, listQuerySchema, listResponseSchema, requiredText } from './common.ts';
import { maskedCurrencyIbanSchema } from './kyc.ts';

export const PAYOUT_REASON_MAX = 500;
export const BANK_REFERENCE_MAX = 100;

/** Amount in minor units: the form parses the typed text with parseAmount (amount-input.ts). */
export const createPayoutRequest = z.object({
  amount: z
    .number('payouts.errors.amount')
    .int('payouts.errors.amount')
    .min(MIN_PAYOUT_MINOR, 'payouts.errors.minimum')
    .max(Number.MAX_SAFE_INTEGER, 'payouts.errors.amount'),
  currency: z.enum(linkCurrencies, 'payouts.errors.currency'),
  /** Convert to Turkish lira at this quote (POST /api/merchant/payouts/quotes) instead of sending `currency`. */
  quoteId: z.string().min(1).max(64).optional(),
});
export type CreatePayoutRequest = z.infer<typeof createPayoutRequest>;

/** A payout amount to convert to lira. */
export const payoutQuoteRequest = createPayoutRequest.omit({ quoteId: true });
export type PayoutQuoteRequest = z.infer<typeof payoutQuoteRequest>;

/** The figures of a conversion to lira (docs/fx.md); amounts in kuruş, rates lira per unit. */
export const conversionSchema = z.object({
  /** TCMB's indicative selling rate (or an admin's manual one) and its date. */
  referenceRate: z.string(),
  rateDate: z.iso.date(),
  rateSource: z.enum(rateSources),
  /** The reference rate less the spread: what the amount converts at. */
  appliedRate: z.string(),
  /** The spread in hundredths of a percent (100 = 1%). */
  spreadBasisPoints: z.number().int(),
  spreadMinor: z.number().int(),
  feeMinor: z.number().int(),
});
export type Conversion = z.infer<typeof conversionSchema>;

/** A quote to convert a payout to lira, valid until `expiresAt`. */
export const payoutQuoteSchema = conversionSchema.extend({
  id: z.string(),
  amount: z.number().int(),
  currency: z.enum(linkCurrencies),
  /** What reaches the lira account, in kuruş. */
  tryAmount: z.number().int(),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
});
export type PayoutQuote = z.infer<typeof payoutQuoteSchema>;

/**
 * Where a merchant's payouts go: the bank of its approved KYC, in the company's name; lira (and
 * converted payouts) to `ibanMasked`, a payout in a currency to that currency's account.
 */
export const payoutAccountSchema = z.object({
  bankName: z.string(),
  ibanMasked: z.string(),
  currencyIbans: z.array(maskedCurrencyIbanSchema),
  accountHolder: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
export const payoutAccountResponse = z.object({ account: payoutAccountSchema.nullable() });
export type PayoutAccountResponse = z.infer<typeof payoutAccountResponse>;

/** A payout as its merchant (and webhooks) see it: the IBAN is masked. */
export const payoutSchema = z.object({
  id: z.string(),
  reference: z.string().meta({
    description:
      'Human reference, the one the bank transfer carries: `PO-` and 10 random symbols without look-alikes; payouts made before random references keep their numbered `PO-000123`.',
    examples: ['PO-5HN8RW3KQT'],
  }),
  amount: z.number().int(),
  currency: z.enum(linkCurrencies),
  /** What reaches the bank: `currency`, or TRY for a payout converted to lira. */
  payoutCurrency: z.enum([...linkCurrencies, 'TRY']),
  /** In minor units of `payoutCurrency`. */
  payoutAmount: z.number().int(),
  /** A converted payout's figures, as the merchant confirmed them; null when sent in `currency`. */
  conversion: conversionSchema.nullable(),
  status: z.enum(payoutStatuses),
  /** `schedule`: requested by the merchant's automatic payouts (docs/automatic-payouts.md). */
  source: z.enum(payoutSources),
  bankName: z.string(),
  ibanMasked: z.string(),
  accountHolder: z.string(),
  bankReference: z.string().nullable(),
  reason: z.string().nullable(),
  requestedAt: isoDateTime,
  approvedAt: isoDateTime.nullable(),
  paidAt: isoDateTime.nullable(),
  /** When it reached its final status (paid, rejected, failed or cancelled). */
  decidedAt: isoDateTime.nullable(),
  updatedAt: isoDateTime,
});
export type Payout = z.infer<typeof payoutSchema>;

const payoutSearch = z.string().trim().max(64).optional().meta({
  description:
    'A payout by its reference (`PO-5HN8RW3KQT`, any case, with or without `PO-`; an older `PO-000123` or its number) or its id `po_…`.',
});

export const payoutListQuery = listQuerySchema.extend({ q: payoutSearch });
export const payoutListResponse = listResponseSchema(payoutSchema);
export type PayoutList = z.infer<typeof payoutListResponse>;

/** For admins: the full IBAN, the merchant and who decided. */
export const adminPayoutSchema = payoutSchema.omit({ ibanMasked: true }).extend({
  iban: z.string(),
  merchant: z.object({
    id: z.string(),
    companyName: z.string(),
    email: z.string(),
    suspended: z.boolean(),
  }),
  approvedBy: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

/** `open`: the queue (requested and approved, oldest first); other filters list newest first. */
export const adminPayoutFilters = ['open', 'closed', 'all', ...payoutStatuses] as const;
export type AdminPayoutFilter = (typeof adminPayoutFilters)[number];

export const adminPayoutListQuery = listQuerySchema.extend({
  status: z.enum(adminPayoutFilters).default('open'),
  merchantId: z.string().min(1).max(64).optional(),
  q: payoutSearch,
});
export type AdminPayoutListQuery = z.input<typeof adminPayoutListQuery>;
export const adminPayoutListResponse = listResponseSchema(adminPayoutSchema);
export type AdminPayoutList = z.infer<typeof adminPayoutListResponse>;

export const markPayoutPaidRequest = z.object({ bankReference: requiredText(BANK_REFERENCE_MAX) });
export type MarkPayoutPaidRequest = z.infer<typeof markPayoutPaidRequest>;

export const payoutReasonRequest = z.object({ reason: requiredText(PAYOUT_REASON_MAX) });
export type PayoutReasonRequest = z.infer<typeof payoutReasonRequest>;
