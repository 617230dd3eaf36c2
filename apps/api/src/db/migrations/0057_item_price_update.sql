ALTER TABLE "marketplace_items" ADD COLUMN "price_update_to" bigint;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "price_update_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "acquirer_sub_merchant_price" bigint;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "price_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "released_amount" bigint;