import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { merchants } from './merchants.ts';

/**
 * A merchant's brand (docs/brand.md): at most one logo and one colour, shown on its checkout,
 * receipts, payment-request e-mails and PDFs. The logo's bytes are in file storage (area
 * `brand`); `logoId` names it in its public URL and changes with every upload, so the URL can
 * be cached for good and never leads to another file.
 */
export const merchantBrands = pgTable(
  'merchant_brands',
  {
    merchantId: text('merchant_id')
      .primaryKey()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** `#rrggbb`, lowercase; white text on it passes WCAG AA. Null: Köprü's colour. */
    color: text('color'),
    logoId: text('logo_id'),
    logoStorageKey: text('logo_storage_key'),
    /** Detected from the content at upload, never from the file's name. */
    logoContentType: text('logo_content_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }),
    logoSizeBytes: integer('logo_size_bytes'),
    logoWidth: integer('logo_width'),
    logoHeight: integer('logo_height'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('merchant_brands_logo_id_idx').on(table.logoId),
    check('merchant_brands_color_hex', sql`${table.color} ~ '^#[0-9a-f]{6}$'`),
    check(
      'merchant_brands_logo_complete',
      sql`(${table.logoId} is null) = (${table.logoStorageKey} is null) and (${table.logoId} is null) = (${table.logoContentType} is null) and (${table.logoId} is null) = (${table.logoWidth} is null) and (${table.logoId} is null) = (${table.logoHeight} is null) and (${table.logoId} is null) = (${table.logoSizeBytes} is null)`,
    ),
  ],
);

export type MerchantBrandRow = typeof merchantBrands.$inferSelect;
