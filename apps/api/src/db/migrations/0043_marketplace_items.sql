CREATE TABLE "marketplace_items" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"sub_merchant_key" text NOT NULL,
	"price" bigint NOT NULL,
	"sub_merchant_price" bigint NOT NULL,
	"currency" text NOT NULL,
	"payment_transaction_id" text,
	"charged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_items_split_check" CHECK ("marketplace_items"."sub_merchant_price" >= 0 and "marketplace_items"."sub_merchant_price" <= "marketplace_items"."price")
);
--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD CONSTRAINT "marketplace_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD CONSTRAINT "marketplace_items_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_items_merchant_idx" ON "marketplace_items" USING btree ("merchant_id","created_at");