import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { merchants } from './merchants.ts';

/**
 * The event outbox: one row per business event, written in the same transaction as the change.
 * The merchant API lists them and the webhook worker delivers them.
 */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('events_merchant_created_idx').on(table.merchantId, table.createdAt),
    index('events_created_at_idx').on(table.createdAt),
  ],
);

export type EventRow = typeof events.$inferSelect;
