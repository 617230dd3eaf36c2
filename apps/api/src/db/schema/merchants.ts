import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn, timestamps } from './columns.ts';
import { users } from './users.ts';

export const merchants = pgTable(
  'merchants',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'restrict' }),
    companyName: text('company_name').notNull(),
    taxId: text('tax_id').notNull(),
    authPersonName: text('auth_person_name').notNull(),
    verificationStatus: text('verification_status', { enum: ['unverified', 'verified'] })
      .notNull()
      .default('unverified'),
    kycStatus: text('kyc_status', { enum: ['not_submitted', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('not_submitted'),
    verifiedAt: timestampColumn('verified_at'),
    suspendedAt: timestampColumn('suspended_at'),
    suspensionReason: text('suspension_reason'),
    /** Every member must use two-factor sign-in to work here (an owner's setting, docs/security.md). */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    termsAcceptedAt: timestampColumn('terms_accepted_at').notNull(),
    privacyAcceptedAt: timestampColumn('privacy_accepted_at').notNull(),
    ...timestamps,
  },
  (table) => [
    check(
      'merchants_verification_status_check',
      sql`${table.verificationStatus} in ('unverified', 'verified')`,
    ),
    check(
      'merchants_kyc_status_check',
      sql`${table.kycStatus} in ('not_submitted', 'pending', 'approved', 'rejected')`,
    ),
    index('merchants_tax_id_idx').on(table.taxId),
    index('merchants_created_at_idx').on(table.createdAt),
  ],
);

export type MerchantRow = typeof merchants.$inferSelect;
