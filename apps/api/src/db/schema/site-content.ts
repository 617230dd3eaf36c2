import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn, timestamps } from './columns.ts';

/**
 * Texts of the landing page the admin console edits: FAQ entries, testimonials and announcement
 * banners, each in English and Turkish. An empty Turkish field means "show the English one".
 * Columns per kind: faq title = question, body = answer; testimonial body = quote, author_*;
 * announcement body = message, link_*, starts_at/ends_at.
 */
export const siteContent = pgTable(
  'site_content',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['faq', 'testimonial', 'announcement'] }).notNull(),
    position: integer('position').notNull(),
    visible: boolean('visible').notNull().default(true),
    titleEn: text('title_en').notNull().default(''),
    titleTr: text('title_tr').notNull().default(''),
    bodyEn: text('body_en').notNull(),
    bodyTr: text('body_tr').notNull().default(''),
    authorName: text('author_name').notNull().default(''),
    authorRoleEn: text('author_role_en').notNull().default(''),
    authorRoleTr: text('author_role_tr').notNull().default(''),
    linkUrl: text('link_url').notNull().default(''),
    linkLabelEn: text('link_label_en').notNull().default(''),
    linkLabelTr: text('link_label_tr').notNull().default(''),
    startsAt: timestampColumn('starts_at'),
    endsAt: timestampColumn('ends_at'),
    ...timestamps,
  },
  (table) => [
    check('site_content_kind_check', sql`${table.kind} in ('faq', 'testimonial', 'announcement')`),
    check('site_content_body_en_check', sql`length(${table.bodyEn}) > 0`),
    index('site_content_kind_position_idx').on(table.kind, table.position),
  ],
);

export type SiteContentRow = typeof siteContent.$inferSelect;
export type NewSiteContentRow = typeof siteContent.$inferInsert;
