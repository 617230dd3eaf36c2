import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn, timestamps } from './columns.ts';
import { events } from './events.ts';
import { merchants } from './merchants.ts';
import { webhookEndpoints } from './webhook-endpoints.ts';

/**
 * One event to send to one endpoint: the delivery queue. Workers claim due rows with
 * `FOR UPDATE SKIP LOCKED`, count the attempt and push `next_attempt_at` out by a lease before
 * sending, so no other worker sends the same attempt; a worker that dies leaves a row that is
 * due again when the lease ends.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    /** The business event; null for a test event. */
    eventId: text('event_id').references(() => events.id, { onDelete: 'restrict' }),
    eventType: text('event_type').notNull(),
    /** The JSON body to sign and send: the event as GET /v1/events/{id} shows it. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    /** Attempts made (and claimed) so far. */
    attempts: integer('attempts').notNull().default(0),
    /** `attempts` when the current retry schedule began: 0, or the count at a manual resend. */
    scheduleStart: integer('schedule_start').notNull().default(0),
    nextAttemptAt: timestampColumn('next_attempt_at'),
    ...timestamps,
  },
  (table) => [
    check('webhook_deliveries_status_check', sql`${table.status} in ('pending', 'succeeded', 'failed')`),
    check(
      'webhook_deliveries_pending_check',
      sql`(${table.status} = 'pending') = (${table.nextAttemptAt} is not null)`,
    ),
    index('webhook_deliveries_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_endpoint_created_idx').on(table.endpointId, table.createdAt),
  ],
);

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
