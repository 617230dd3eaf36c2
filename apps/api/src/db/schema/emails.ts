import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn, timestamps } from './columns.ts';

/**
 * Every e-mail the platform sends. With SMTP configured the worker delivers `queued` rows;
 * without it rows are `stored` and the admin console's outbox shows them.
 */
export const emails = pgTable(
  'emails',
  {
    id: text('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    locale: text('locale', { enum: ['en', 'tr'] }).notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /**
     * For an e-mail whose link carries a token (password reset, invitation): the real text and
     * HTML, sealed for the delivery worker (lib/seal.ts) and wiped once sent. The bodies above
     * then say the link went only to the recipient, so no one reading the outbox can use it.
     */
    sealedBody: text('sealed_body'),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'stored'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampColumn('next_attempt_at'),
    lastError: text('last_error'),
    sentAt: timestampColumn('sent_at'),
    ...timestamps,
  },
  (table) => [
    check('emails_status_check', sql`${table.status} in ('queued', 'sent', 'failed', 'stored')`),
    index('emails_created_at_idx').on(table.createdAt),
    index('emails_queue_idx').on(table.status, table.nextAttemptAt),
  ],
);
