import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { webhookDeliveries } from './webhook-deliveries.ts';
import { webhookEndpoints } from './webhook-endpoints.ts';

/** The delivery log: one row per HTTP request made to an endpoint. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    succeeded: boolean('succeeded').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    responseExcerpt: text('response_excerpt').notNull().default(''),
    durationMs: integer('duration_ms').notNull(),
    /** When the request was sent; the log's order. */
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    nextRetryAt: timestampColumn('next_retry_at'),
  },
  (table) => [
    // The same attempt of a delivery is recorded once, whichever worker made it.
    unique('webhook_attempts_delivery_attempt_unique').on(table.deliveryId, table.attempt),
    index('webhook_attempts_endpoint_created_idx').on(table.endpointId, table.createdAt),
  ],
);

export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
