CREATE TABLE "acquirer_item_figures" (
	"payment_id" text NOT NULL,
	"item_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"payment_transaction_id" text NOT NULL,
	"currency" text NOT NULL,
	"iyzi_commission_rate_amount" numeric(24, 6),
	"iyzi_commission_fee" numeric(24, 6),
	"merchant_payout_amount" numeric(24, 6),
	"sub_merchant_payout_amount" numeric(24, 6),
	"blockage_rate" numeric(20, 8),
	"blockage_rate_amount_merchant" numeric(24, 6),
	"blockage_rate_amount_sub_merchant" numeric(24, 6),
	"blockage_resolved_date" date,
	"blockage_resolved_text" text,
	"converted_currency" text,
	"converted_rate" numeric(20, 8),
	"converted_rate_amount" numeric(24, 6),
	"converted_paid_price" numeric(24, 6),
	"converted_commission_rate_amount" numeric(24, 6),
	"converted_commission_fee" numeric(24, 6),
	"converted_merchant_payout_amount" numeric(24, 6),
	"converted_sub_merchant_payout_amount" numeric(24, 6),
	"converted_blockage_rate_amount_merchant" numeric(24, 6),
	"converted_blockage_rate_amount_sub_merchant" numeric(24, 6),
	"answered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acquirer_item_figures_payment_id_item_id_pk" PRIMARY KEY("payment_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "acquirer_item_figures" ADD CONSTRAINT "acquirer_item_figures_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquirer_item_figures" ADD CONSTRAINT "acquirer_item_figures_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acquirer_item_figures_merchant_idx" ON "acquirer_item_figures" USING btree ("merchant_id");