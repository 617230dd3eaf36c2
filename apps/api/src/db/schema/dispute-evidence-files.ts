import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { disputes } from './disputes.ts';
import { merchants } from './merchants.ts';

/** A file of a dispute's evidence; the bytes live in file storage under `storage_key` (KYC's rules). */
export const disputeEvidenceFiles = pgTable(
  'dispute_evidence_files',
  {
    id: text('id').primaryKey(),
    disputeId: text('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'restrict' }),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    /** The name the uploader gave the file; shown only, never used as a path. */
    fileName: text('file_name').notNull(),
    /** Detected from the content, not taken from the upload. */
    contentType: text('content_type', { enum: ['application/pdf', 'image/png', 'image/jpeg'] }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    position: integer('position').notNull(),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'dispute_evidence_files_content_type_check',
      sql`${table.contentType} in ('application/pdf', 'image/png', 'image/jpeg')`,
    ),
    check('dispute_evidence_files_size_check', sql`${table.sizeBytes} > 0`),
    index('dispute_evidence_files_dispute_idx').on(table.disputeId),
  ],
);

export type DisputeEvidenceFileRow = typeof disputeEvidenceFiles.$inferSelect;
