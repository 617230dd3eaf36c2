ALTER TABLE "marketplace_reserve_items" ADD COLUMN "release_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_reserve_items" ADD COLUMN "released_amount" bigint;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "from_share" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "from_reserve" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "from_platform" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Refunds made before decision 017 came wholly out of the share the release pays (release-price.ts).
UPDATE "refunds" SET "from_share" = "amount" WHERE "payment_id" IN (SELECT "payment_id" FROM "marketplace_items");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_split_check" CHECK ("refunds"."from_share" >= 0 and "refunds"."from_reserve" >= 0 and "refunds"."from_platform" >= 0 and "refunds"."from_share" + "refunds"."from_reserve" + "refunds"."from_platform" in (0, "refunds"."amount"));