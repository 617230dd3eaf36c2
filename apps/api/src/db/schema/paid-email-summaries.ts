import { date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { merchants } from './merchants.ts';

/** Daily summaries of "you got paid" queued: one per merchant and Istanbul day, claimed with the e-mail. */
export const paidEmailSummaries = pgTable(
  'paid_email_summaries',
  {
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestampColumn('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.day] })],
);
