import { z } from 'zod';
import { linkCurrencies } from '../money.ts';
import { MIN_PAYOUT_MINOR, payoutStatuses } from '../payouts.ts';
import { isoDateTime, listQuerySchema, listResponseSchema, requiredText } from './common.ts';

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
});
export type CreatePayoutRequest = z.infer<typeof createPayoutRequest>;

/** Where a merchant's payouts go: the bank and IBAN of its approved KYC, in the company's name. */
export const payoutAccountSchema = z.object({
  bankName: z.string(),
  ibanMasked: z.string(),
  accountHolder: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
export const payoutAccountResponse = z.object({ account: payoutAccountSchema.nullable() });
export type PayoutAccountResponse = z.infer<typeof payoutAccountResponse>;

/** A payout as its merchant (and webhooks) see it: the IBAN is masked. */
export const payoutSchema = z.object({
  id: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  currency: z.enum(linkCurrencies),
  status: z.enum(payoutStatuses),
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

export const payoutListQuery = listQuerySchema;
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
});
export type AdminPayoutListQuery = z.input<typeof adminPayoutListQuery>;
export const adminPayoutListResponse = listResponseSchema(adminPayoutSchema);
export type AdminPayoutList = z.infer<typeof adminPayoutListResponse>;

export const markPayoutPaidRequest = z.object({ bankReference: requiredText(BANK_REFERENCE_MAX) });
export type MarkPayoutPaidRequest = z.infer<typeof markPayoutPaidRequest>;

export const payoutReasonRequest = z.object({ reason: requiredText(PAYOUT_REASON_MAX) });
export type PayoutReasonRequest = z.infer<typeof payoutReasonRequest>;
