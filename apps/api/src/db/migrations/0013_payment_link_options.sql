ALTER TABLE "payment_links" ADD COLUMN "custom_amount_min" bigint;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "custom_amount_max" bigint;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "max_quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "max_payments" integer;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "collect_fields" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "success_message" text;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "redirect_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_details" jsonb;--> statement-breakpoint
CREATE INDEX "payments_link_status_idx" ON "payments" USING btree ("link_id","status");--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_custom_amount_check" CHECK (("payment_links"."custom_amount_min" is null and "payment_links"."custom_amount_max" is null) or ("payment_links"."custom_amount_min" between 100 and "payment_links"."custom_amount_max" and "payment_links"."custom_amount_max" <= 100000000));--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_max_quantity_check" CHECK ("payment_links"."max_quantity" between 1 and 100);--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_max_payments_check" CHECK ("payment_links"."max_payments" is null or "payment_links"."max_payments" >= 1);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_quantity_check" CHECK ("payments"."quantity" >= 1);