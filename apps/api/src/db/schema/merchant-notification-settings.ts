import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { merchants } from './merchants.ts';

/** What a merchant chose to be e-mailed about; no row means the defaults (docs/paid-emails.md). */
export const merchantNotificationSettings = pgTable(
  'merchant_notification_settings',
  {
    merchantId: text('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    /** "You got paid": `each` payment, a `daily` summary, or `off`. */
    paidEmails: text('paid_emails', { enum: ['each', 'daily', 'off'] }).notNull(),
    updatedAt: timestampColumn('updated_at').notNull(),
  },
  (table) => [
    check(
      'merchant_notification_settings_paid_emails_check',
      sql`${table.paidEmails} in ('each', 'daily', 'off')`,
    ),
  ],
);
