import { z } from 'zod';
import { isValidTurkishIban, normaliseIban } from '../iban.ts';
import { KYC_REJECTION_REASON_MAX, kycDocumentTypes } from '../kyc.ts';
import { kindIssues, legalForms } from '../merchant-kind.ts';
import { kycStatuses, verificationStatuses } from '../merchant-status.ts';
import { type LinkCurrency, linkCurrencies } from '../money.ts';
import {
  CONTROL_CHARACTERS,
  isoDateTime,
  listQuerySchema,
  listResponseSchema,
  requiredText,
} from './common.ts';

export const kycSubmissionStatuses = ['pending', 'approved', 'rejected'] as const;
export type KycSubmissionStatus = (typeof kycSubmissionStatuses)[number];

export const ibanSchema = z
  .string('validation.required')
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .overwrite(normaliseIban)
  .refine(isValidTurkishIban, 'validation.ibanInvalid');

/** An optional IBAN: empty means none. Turkish banks keep foreign-currency accounts under TR IBANs. */
export const optionalIbanSchema = z
  .string()
  .trim()
  .overwrite(normaliseIban)
  .refine((value) => value === '' || isValidTurkishIban(value), 'validation.ibanInvalid');

/** The form field of each currency's own account IBAN (at the bank of the lira account). */
export const currencyIbanFields = {
  USD: 'ibanUsd',
  EUR: 'ibanEur',
  GBP: 'ibanGbp',
} as const satisfies Record<LinkCurrency, string>;

/** A foreign-currency account: payouts in that currency go there without conversion. */
export const currencyIbanSchema = z.object({ currency: z.enum(linkCurrencies), iban: z.string() });
export type CurrencyIban = z.infer<typeof currencyIbanSchema>;
export const maskedCurrencyIbanSchema = z.object({
  currency: z.enum(linkCurrencies),
  ibanMasked: z.string(),
});
export type MaskedCurrencyIban = z.infer<typeof maskedCurrencyIbanSchema>;

function optionalText(max: number) {
  return z
    .string()
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'validation.controlCharacters')
    .trim()
    .max(max, 'validation.tooLong')
    .optional();
}

/** The text fields of a KYC submission (sent as multipart form fields beside the documents). */
export const kycSubmissionFields = z.object({
  businessAddress: requiredText(500),
  /** With an 11-digit tax number: a sole proprietorship or a person (merchant-kind.ts). */
  legalForm: z.union([z.enum(legalForms), z.literal('')]).optional(),
  /** The tax office (vergi dairesi) of a company or sole proprietorship; not kept for a person. */
  taxOffice: optionalText(80),
  /** A person's first name and surname as on the bank account (iyzico checks them against the IBAN). */
  holderFirstName: optionalText(60),
  holderLastName: optionalText(60),
  bankName: requiredText(120),
  accountNumber: requiredText(34),
  iban: ibanSchema,
  ibanUsd: optionalIbanSchema.optional(),
  ibanEur: optionalIbanSchema.optional(),
  ibanGbp: optionalIbanSchema.optional(),
});
export type KycSubmissionFields = z.infer<typeof kycSubmissionFields>;

/**
 * The fields as a merchant with this tax number must send them: what iyzico needs for its kind
 * (merchant-kind.ts) refused field by field, for the form and the API alike.
 */
export function kycSubmissionFieldsFor(taxId: string) {
  return kycSubmissionFields.superRefine((fields, ctx) => {
    for (const issue of kindIssues(taxId, fields)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });
}

export const kycFieldNames = [
  'businessAddress',
  'legalForm',
  'taxOffice',
  'holderFirstName',
  'holderLastName',
  'bankName',
  'accountNumber',
  'iban',
  ...Object.values(currencyIbanFields),
] as const;

export const kycDocumentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.enum(kycDocumentTypes),
  sizeBytes: z.number().int(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

/** What the submission says the merchant is (legal form null: a company, or sent before it was asked). */
const kindColumns = {
  legalForm: z.enum(legalForms).nullable(),
  taxOffice: z.string().nullable(),
  holderFirstName: z.string().nullable(),
  holderLastName: z.string().nullable(),
};

/** A submission as its merchant sees it: bank numbers masked. */
export const kycSubmissionSchema = z.object({
  id: z.string(),
  status: z.enum(kycSubmissionStatuses),
  businessAddress: z.string(),
  ...kindColumns,
  bankName: z.string(),
  accountNumberMasked: z.string(),
  ibanMasked: z.string(),
  /** The optional foreign-currency accounts, masked. */
  currencyIbans: z.array(maskedCurrencyIbanSchema),
  documents: z.array(kycDocumentSchema),
  submittedAt: isoDateTime,
  reviewedAt: isoDateTime.nullable(),
  rejectionReason: z.string().nullable(),
  /** The full bank numbers, only for a rejected submission, so the form can be sent again pre-filled. */
  resubmit: z
    .object({ accountNumber: z.string(), iban: z.string(), currencyIbans: z.array(currencyIbanSchema) })
    .nullable(),
});
export type KycSubmission = z.infer<typeof kycSubmissionSchema>;

export const kycOverviewResponse = z.object({
  verificationStatus: z.enum(verificationStatuses),
  kycStatus: z.enum(kycStatuses),
  verifiedAt: isoDateTime.nullable(),
  submission: kycSubmissionSchema.nullable(),
});
export type KycOverview = z.infer<typeof kycOverviewResponse>;

/** A submission as an admin reviews it: full bank details, the merchant and the decision. */
export const adminKycSubmissionSchema = z.object({
  id: z.string(),
  status: z.enum(kycSubmissionStatuses),
  /** The tax number says what iyzico is sent (merchant-kind.ts); the review shows it. */
  merchant: z.object({ id: z.string(), companyName: z.string(), email: z.string(), taxId: z.string() }),
  businessAddress: z.string(),
  ...kindColumns,
  bankName: z.string(),
  accountNumber: z.string(),
  iban: z.string(),
  currencyIbans: z.array(currencyIbanSchema),
  documents: z.array(kycDocumentSchema),
  submittedAt: isoDateTime,
  reviewedAt: isoDateTime.nullable(),
  reviewer: z.object({ id: z.string(), email: z.string() }).nullable(),
  rejectionReason: z.string().nullable(),
});
export type AdminKycSubmission = z.infer<typeof adminKycSubmissionSchema>;

/** Pending submissions come oldest first (the review queue); decided ones newest first. */
export const adminKycListQuery = listQuerySchema.extend({
  status: z.enum(kycSubmissionStatuses).default('pending'),
});
export type AdminKycListQuery = z.input<typeof adminKycListQuery>;
export type AdminKycListParams = z.output<typeof adminKycListQuery>;
export const adminKycListResponse = listResponseSchema(adminKycSubmissionSchema);
export type AdminKycList = z.infer<typeof adminKycListResponse>;

export const rejectKycRequest = z.object({
  reason: requiredText(KYC_REJECTION_REASON_MAX),
});
export type RejectKycRequest = z.infer<typeof rejectKycRequest>;

export const merchantKycHistoryResponse = z.object({
  merchant: z.object({
    id: z.string(),
    companyName: z.string(),
    email: z.string(),
    verificationStatus: z.enum(verificationStatuses),
    kycStatus: z.enum(kycStatuses),
    verifiedAt: isoDateTime.nullable(),
  }),
  /** Every submission of the merchant, newest first, with its decision. */
  submissions: z.array(adminKycSubmissionSchema),
});
export type MerchantKycHistory = z.infer<typeof merchantKycHistoryResponse>;
