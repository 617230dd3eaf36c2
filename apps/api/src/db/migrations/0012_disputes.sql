CREATE TABLE "dispute_evidence_files" (
	"id" text PRIMARY KEY NOT NULL,
	"dispute_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_evidence_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "dispute_evidence_files_content_type_check" CHECK ("dispute_evidence_files"."content_type" in ('application/pdf', 'image/png', 'image/jpeg')),
	CONSTRAINT "dispute_evidence_files_size_check" CHECK ("dispute_evidence_files"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"evidence_due_by" timestamp with time zone NOT NULL,
	"evidence_text" text,
	"evidence_submitted_at" timestamp with time zone,
	"decided_by" text,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_provider_dispute_id_unique" UNIQUE("provider_dispute_id"),
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('needs_response', 'under_review', 'won', 'lost')),
	CONSTRAINT "disputes_amount_positive" CHECK ("disputes"."amount" > 0 and "disputes"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_merchant_non_negative";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_type_check";--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "dispute_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "dispute_acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dispute_evidence_files" ADD CONSTRAINT "dispute_evidence_files_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence_files" ADD CONSTRAINT "dispute_evidence_files_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_evidence_files_dispute_idx" ON "dispute_evidence_files" USING btree ("dispute_id");--> statement-breakpoint
CREATE INDEX "disputes_payment_idx" ON "disputes" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "disputes_merchant_created_idx" ON "disputes" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "disputes_created_idx" ON "disputes" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_merchant_non_negative" CHECK ("ledger_accounts"."merchant_id" is null or ("ledger_accounts"."type" = 'negative_balance' and "ledger_accounts"."balance" <= 0) or ("ledger_accounts"."type" <> 'negative_balance' and "ledger_accounts"."balance" >= 0));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_type_check" CHECK (("ledger_accounts"."merchant_id" is not null and "ledger_accounts"."type" in ('available', 'pending', 'payout_reserved', 'negative_balance')) or ("ledger_accounts"."merchant_id" is null and "ledger_accounts"."type" in ('fees', 'acquirer_clearing', 'payouts_clearing', 'refunds_clearing', 'disputes_clearing')));