CREATE TABLE "site_content" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_tr" text DEFAULT '' NOT NULL,
	"body_en" text NOT NULL,
	"body_tr" text DEFAULT '' NOT NULL,
	"author_name" text DEFAULT '' NOT NULL,
	"author_role_en" text DEFAULT '' NOT NULL,
	"author_role_tr" text DEFAULT '' NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"link_label_en" text DEFAULT '' NOT NULL,
	"link_label_tr" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_content_kind_check" CHECK ("site_content"."kind" in ('faq', 'testimonial', 'announcement')),
	CONSTRAINT "site_content_body_en_check" CHECK (length("site_content"."body_en") > 0)
);
--> statement-breakpoint
CREATE INDEX "site_content_kind_position_idx" ON "site_content" USING btree ("kind","position");