import { memberRoles } from '@kopru/domain/team';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn, timestamps } from './columns.ts';
import { merchants } from './merchants.ts';
import { users } from './users.ts';

/**
 * An invitation to join a merchant's team: the link's token is kept only as its SHA-256 hash;
 * usable once (`acceptedAt`) until `expiresAt`, unless revoked.
 */
export const merchantInvitations = pgTable(
  'merchant_invitations',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: memberRoles }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: text('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestampColumn('expires_at').notNull(),
    acceptedAt: timestampColumn('accepted_at'),
    acceptedByUserId: text('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestampColumn('revoked_at'),
    ...timestamps,
  },
  (table) => [
    index('merchant_invitations_merchant_id_idx').on(table.merchantId, table.createdAt),
    check(
      'merchant_invitations_role_check',
      sql`${table.role} in ('owner', 'admin', 'developer', 'finance', 'support', 'viewer')`,
    ),
  ],
);

export type MerchantInvitationRow = typeof merchantInvitations.$inferSelect;
