ALTER TABLE "payment_links" ADD COLUMN "client_reference" text;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "client_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_links_merchant_client_reference_idx" ON "payment_links" USING btree ("merchant_id",lower("client_reference"));--> statement-breakpoint
CREATE INDEX "payments_merchant_client_reference_idx" ON "payments" USING btree ("merchant_id",lower("client_reference")) WHERE "payments"."client_reference" is not null;