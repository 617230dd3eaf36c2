CREATE TABLE "export_proceeds_warnings" (
	"payment_id" text NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "export_proceeds_warnings_payment_id_days_before_pk" PRIMARY KEY("payment_id","days_before"),
	CONSTRAINT "export_proceeds_warnings_days_check" CHECK ("export_proceeds_warnings"."days_before" in (30, 7))
);
--> statement-breakpoint
CREATE TABLE "export_records" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"sold_at" timestamp with time zone NOT NULL,
	"goods" text NOT NULL,
	"quantity" integer NOT NULL,
	"gtip_code" text,
	"origin_country" text NOT NULL,
	"buyer_name" text,
	"buyer_email" text,
	"buyer_country" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"invoice_number" text,
	"tracking_number" text,
	"etgb_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "export_records_amount_positive" CHECK ("export_records"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "export_record_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "export_proceeds_warnings" ADD CONSTRAINT "export_proceeds_warnings_payment_id_export_records_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."export_records"("payment_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_records" ADD CONSTRAINT "export_records_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_records" ADD CONSTRAINT "export_records_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_records_merchant_sold_idx" ON "export_records" USING btree ("merchant_id","sold_at","payment_id");--> statement-breakpoint
CREATE INDEX "export_records_sold_idx" ON "export_records" USING btree ("sold_at");--> statement-breakpoint
CREATE INDEX "payments_export_record_pending_idx" ON "payments" USING btree ("merchant_id") WHERE "payments"."export_record_pending";--> statement-breakpoint
-- Sales made before this migration get their export records from the fold worker too.
UPDATE "payments" SET "export_record_pending" = true WHERE "status" = 'succeeded';
