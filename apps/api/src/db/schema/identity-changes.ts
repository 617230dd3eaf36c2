import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { merchants } from './merchants.ts';
import { users } from './users.ts';

/**
 * A verified merchant's request to change its legal name, tax ID or authorised person. The
 * verified values stay on the merchant (checkout, receipts, payouts, statements) until an admin
 * approves; at most one request per merchant is pending. A pending request never changes: the
 * merchant's next request marks it `replaced` and is a new row naming it (`replaces`), so an
 * admin's decision on the id it reviewed cannot take effect on other values.
 */
export const identityChanges = pgTable(
  'identity_changes',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'replaced'] })
      .notNull()
      .default('pending'),
    companyName: text('company_name').notNull(),
    taxId: text('tax_id').notNull(),
    authPersonName: text('auth_person_name').notNull(),
    /**
     * What iyzico's registration needs from the approved KYC (@kopru/domain/merchant-kind): the
     * tax office, a person's names as on the bank account. Null: unchanged.
     */
    taxOffice: text('tax_office'),
    holderFirstName: text('holder_first_name'),
    holderLastName: text('holder_last_name'),
    /** The pending request this one replaced (then `replaced`), if any. */
    replaces: text('replaces').references((): AnyPgColumn => identityChanges.id, { onDelete: 'set null' }),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'restrict' }),
    reason: text('reason'),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    decidedAt: timestampColumn('decided_at'),
  },
  (table) => [
    check(
      'identity_changes_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected', 'replaced')`,
    ),
    check(
      'identity_changes_decided_check',
      sql`(${table.status} = 'pending') = (${table.decidedAt} is null)`,
    ),
    uniqueIndex('identity_changes_one_pending_idx')
      .on(table.merchantId)
      .where(sql`${table.status} = 'pending'`),
    index('identity_changes_status_created_idx').on(table.status, table.createdAt),
  ],
);

export type IdentityChangeRow = typeof identityChanges.$inferSelect;
