import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.ts';
import { kycSubmissions } from './kyc-submissions.ts';
import { merchants } from './merchants.ts';

/** A document of a KYC submission; the bytes live in file storage under `storage_key`. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: text('id').primaryKey(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => kycSubmissions.id, { onDelete: 'restrict' }),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'restrict' }),
    /** The name the uploader gave the file; shown only, never used as a path. */
    fileName: text('file_name').notNull(),
    /** Detected from the content, not taken from the upload. */
    contentType: text('content_type', { enum: ['application/pdf', 'image/png', 'image/jpeg'] }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** The order in which the files were sent. */
    position: integer('position').notNull(),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'kyc_documents_content_type_check',
      sql`${table.contentType} in ('application/pdf', 'image/png', 'image/jpeg')`,
    ),
    check('kyc_documents_size_check', sql`${table.sizeBytes} > 0`),
    index('kyc_documents_submission_idx').on(table.submissionId),
    index('kyc_documents_merchant_idx').on(table.merchantId),
  ],
);

export type KycDocumentRow = typeof kycDocuments.$inferSelect;
