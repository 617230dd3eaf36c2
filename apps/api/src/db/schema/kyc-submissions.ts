import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampColumn, timestamps } from './columns.ts';
import { merchants } from './merchants.ts';
import { users } from './users.ts';

/** A merchant's KYC submission: business and bank details, reviewed by an admin. */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    businessAddress: text('business_address').notNull(),
    /**
     * What an 11-digit tax number's holder declared it is (null for a company, and for submissions
     * sent before it was asked): the rule is @kopru/domain/merchant-kind.
     */
    legalForm: text('legal_form', { enum: ['sole_proprietorship', 'person'] }),
    /** The tax office (vergi dairesi) of a company or sole proprietorship; iyzico's marketplace needs it. */
    taxOffice: text('tax_office'),
    /** A person's first name and surname as on the bank account, sent to iyzico as given. */
    holderFirstName: text('holder_first_name'),
    holderLastName: text('holder_last_name'),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    /** Normalised: no spaces, upper case. Payouts go to the IBAN of the approved submission. */
    iban: text('iban').notNull(),
    /** Optional foreign-currency accounts (normalised TR IBANs): payouts sent in that currency go there. */
    ibanUsd: text('iban_usd'),
    ibanEur: text('iban_eur'),
    ibanGbp: text('iban_gbp'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'restrict' }),
    reviewedAt: timestampColumn('reviewed_at'),
    submittedAt: timestampColumn('submitted_at').notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    check('kyc_submissions_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check(
      'kyc_submissions_legal_form_check',
      sql`${table.legalForm} is null or ${table.legalForm} in ('sole_proprietorship', 'person')`,
    ),
    check(
      'kyc_submissions_decision_check',
      sql`(${table.status} = 'pending') = (${table.reviewedAt} is null)`,
    ),
    // At most one submission per merchant waits for review.
    uniqueIndex('kyc_submissions_one_pending_idx')
      .on(table.merchantId)
      .where(sql`${table.status} = 'pending'`),
    index('kyc_submissions_merchant_idx').on(table.merchantId, table.submittedAt),
    index('kyc_submissions_status_idx').on(table.status, table.submittedAt),
  ],
);

export type KycSubmissionRow = typeof kycSubmissions.$inferSelect;
