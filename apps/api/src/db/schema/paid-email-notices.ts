import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { payments } from './payments.ts';

/**
 * Payments whose "you got paid" e-mail is queued (each-payment mode): the row is inserted in the
 * transaction that queues the e-mail, so two workers or a retry after a crash never send it twice.
 */
export const paidEmailNotices = pgTable('paid_email_notices', {
  paymentId: text('payment_id')
    .primaryKey()
    .references(() => payments.id, { onDelete: 'restrict' }),
  createdAt: timestampColumn('created_at').notNull(),
});
