import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn, timestamps } from './columns.ts';
import { merchants } from './merchants.ts';

/**
 * Where a merchant wants its events POSTed. The signing secret is kept encrypted (it must be
 * read back to sign); after a regeneration the previous one also signs until it expires.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    secretCiphertext: text('secret_ciphertext').notNull(),
    previousSecretCiphertext: text('previous_secret_ciphertext'),
    previousSecretExpiresAt: timestampColumn('previous_secret_expires_at'),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason', { enum: ['manual', 'gone', 'failing'] }),
    disabledAt: timestampColumn('disabled_at'),
    /** Failed attempts since the last success. */
    failureCount: integer('failure_count').notNull().default(0),
    /** The first failure after the last success: five days later the endpoint is disabled. */
    failingSince: timestampColumn('failing_since'),
    lastTriggeredAt: timestampColumn('last_triggered_at'),
    ...timestamps,
  },
  (table) => [
    check(
      'webhook_endpoints_disabled_reason_check',
      sql`${table.disabledReason} is null or ${table.disabledReason} in ('manual', 'gone', 'failing')`,
    ),
    check('webhook_endpoints_enabled_check', sql`${table.enabled} = (${table.disabledReason} is null)`),
    index('webhook_endpoints_merchant_created_idx').on(table.merchantId, table.createdAt),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
