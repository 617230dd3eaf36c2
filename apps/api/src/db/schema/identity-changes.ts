import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { merchants } from './merchants.ts';
import { users } from './users.ts';

/**
 * A verified merchant's request to change its legal name, tax ID or authorised person. The
 * verified values stay on the merchant (checkout, receipts, payouts, statements) until an admin
 * approves; at most one request per merchant is pending.
 */
export const identityChanges = pgTable(
  'identity_changes',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    companyName: text('company_name').notNull(),
    taxId: text('tax_id').notNull(),
    authPersonName: text('auth_person_name').notNull(),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'restrict' }),
    reason: text('reason'),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    decidedAt: timestampColumn('decided_at'),
  },
  (table) => [
    check('identity_changes_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
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
