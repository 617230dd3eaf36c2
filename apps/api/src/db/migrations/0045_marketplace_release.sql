ALTER TABLE "marketplace_items" ADD COLUMN "release_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "release_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "provider_answer" text;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "review_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "marketplace_items_release_idx" ON "marketplace_items" USING btree ("release_after") WHERE "marketplace_items"."release_after" is not null;