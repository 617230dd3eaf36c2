import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn, timestamps } from './columns.ts';
import { merchants } from './merchants.ts';
import { users } from './users.ts';

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
    /** Whether a payment's payer details are sent (payments.payerDetails of its maker). */
    payerDetails: boolean('payer_details').notNull().default(false),
    /**
     * The member who made it, or last changed where it sends or what (url, events, payer details,
     * turning it on): it never receives more than this member may read, and it stops when the
     * member leaves the team or is moved below it (webhooks/member-endpoints.ts).
     */
    createdByUserId: text('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason', {
      enum: ['manual', 'gone', 'failing', 'maker_removed', 'maker_role_changed'],
    }),
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
      sql`${table.disabledReason} is null or ${table.disabledReason} in ('manual', 'gone', 'failing', 'maker_removed', 'maker_role_changed')`,
    ),
    check('webhook_endpoints_enabled_check', sql`${table.enabled} = (${table.disabledReason} is null)`),
    index('webhook_endpoints_merchant_created_idx').on(table.merchantId, table.createdAt),
    index('webhook_endpoints_created_by_idx').on(table.createdByUserId),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
