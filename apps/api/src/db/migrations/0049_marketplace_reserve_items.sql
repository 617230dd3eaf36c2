CREATE TABLE "marketplace_reserve_items" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"sub_merchant_key" text NOT NULL,
	"price" bigint NOT NULL,
	"currency" text NOT NULL,
	"payment_transaction_id" text,
	"release_after" timestamp with time zone,
	"released_at" timestamp with time zone,
	"release_attempts" integer DEFAULT 0 NOT NULL,
	"provider_answer" text,
	"review_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_reserve_items_price_check" CHECK ("marketplace_reserve_items"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "marketplace_reserve_items" ADD CONSTRAINT "marketplace_reserve_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_reserve_items" ADD CONSTRAINT "marketplace_reserve_items_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_reserve_items_release_idx" ON "marketplace_reserve_items" USING btree ("release_after") WHERE "marketplace_reserve_items"."release_after" is not null and "marketplace_reserve_items"."released_at" is null;