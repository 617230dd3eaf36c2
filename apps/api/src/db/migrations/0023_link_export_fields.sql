ALTER TABLE "payment_links" ADD COLUMN "gtip_code" text;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "origin_country" text DEFAULT 'TR' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_gtip_code_check" CHECK ("payment_links"."gtip_code" ~ '^[0-9]{12}$');--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_origin_country_check" CHECK ("payment_links"."origin_country" ~ '^[A-Z]{2}$');