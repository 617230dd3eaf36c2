import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { merchants } from './merchants.ts';
import { users } from './users.ts';

/**
 * A merchant's own release terms, set by an admin with a reason (decision 013): no row means the
 * platform's (SETTLEMENT_DELAY_DAYS, RESERVE_PERCENT, RESERVE_DAYS). They apply to payments
 * started after they are set; a payment keeps the terms it was started with.
 */
export const merchantReleaseTerms = pgTable(
  'merchant_release_terms',
  {
    merchantId: text('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    releaseDelayDays: integer('release_delay_days').notNull(),
    /** The reserve's share of each payment's net, in basis points (1000 = 10 %). */
    reserveBasisPoints: integer('reserve_basis_points').notNull(),
    reserveDays: integer('reserve_days').notNull(),
    reason: text('reason').notNull(),
    setBy: text('set_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    updatedAt: timestampColumn('updated_at').notNull(),
  },
  (table) => [
    check(
      'merchant_release_terms_range_check',
      sql`${table.releaseDelayDays} between 0 and 540 and ${table.reserveBasisPoints} between 0 and 10000 and ${table.reserveDays} between 0 and 540`,
    ),
  ],
);

export type MerchantReleaseTermsRow = typeof merchantReleaseTerms.$inferSelect;
