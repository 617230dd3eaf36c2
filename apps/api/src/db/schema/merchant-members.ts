import { memberRoles } from '@kopru/domain/team';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { merchants } from './merchants.ts';
import { users } from './users.ts';

/** Who may work in a merchant's console and with which role (packages/domain/src/team.ts). */
export const merchantMembers = pgTable(
  'merchant_members',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: memberRoles }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('merchant_members_merchant_user_idx').on(table.merchantId, table.userId),
    index('merchant_members_user_id_idx').on(table.userId),
    check(
      'merchant_members_role_check',
      sql`${table.role} in ('owner', 'admin', 'developer', 'finance', 'support', 'viewer')`,
    ),
  ],
);

export type MerchantMemberRow = typeof merchantMembers.$inferSelect;
