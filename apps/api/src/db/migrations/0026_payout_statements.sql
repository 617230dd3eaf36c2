CREATE TABLE "payout_statement_items" (
	"ledger_entry_id" bigint PRIMARY KEY NOT NULL,
	"payout_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_statements" (
	"payout_id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"currency" text NOT NULL,
	"carried_in" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_statement_items" ADD CONSTRAINT "payout_statement_items_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_statement_items" ADD CONSTRAINT "payout_statement_items_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_statements" ADD CONSTRAINT "payout_statements_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_statements" ADD CONSTRAINT "payout_statements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_statement_items_payout_idx" ON "payout_statement_items" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "payout_statements_merchant_idx" ON "payout_statements" USING btree ("merchant_id","currency");