import type { KeyPermissions } from '@kopru/domain/key-permissions';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { merchants } from './merchants.ts';
import { users } from './users.ts';

/**
 * Secret keys of the merchant API (/v1). The secret itself is never stored: only its
 * HMAC-SHA256 under a server pepper (unique, so a request's key is found in one index lookup),
 * its prefix and its last four characters for display.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    mode: text('mode', { enum: ['test', 'live'] }).notNull(),
    publicKey: text('public_key').notNull().unique(),
    secretHash: text('secret_hash').notNull().unique(),
    secretPrefix: text('secret_prefix').notNull(),
    secretLast4: text('secret_last4').notNull(),
    status: text('status', { enum: ['active', 'revoked'] })
      .notNull()
      .default('active'),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    /** Written at most once a minute per key. */
    lastUsedAt: timestampColumn('last_used_at'),
    revokedAt: timestampColumn('revoked_at'),
    /** Set when the key is rolled: the old secret works until then (the grace period). */
    expiresAt: timestampColumn('expires_at'),
    rolledFrom: text('rolled_from').references((): AnyPgColumn => apiKeys.id, { onDelete: 'restrict' }),
    /** What the key may do on /v1, per resource (packages/domain/src/key-permissions.ts). */
    permissions: jsonb('permissions').$type<KeyPermissions>().notNull(),
    /**
     * The member who made (or rolled) the key: its keys are revoked when it leaves the team or is
     * moved to a role below them, and a key whose maker is not a member is refused. Keys from
     * before teams belong to the merchant's owner (migration 0036). The user row cannot be deleted
     * while its keys exist, so a key never loses its maker.
     */
    createdByUserId: text('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
  },
  (table) => [
    check('api_keys_mode_check', sql`${table.mode} in ('test', 'live')`),
    check('api_keys_status_check', sql`${table.status} in ('active', 'revoked')`),
    check('api_keys_revoked_check', sql`(${table.status} = 'revoked') = (${table.revokedAt} is not null)`),
    index('api_keys_merchant_created_idx').on(table.merchantId, table.createdAt),
    index('api_keys_created_by_idx').on(table.createdByUserId),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
