CREATE TABLE "ledger_unapplied_credits" (
	"entry_id" bigint PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "link_count_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_unapplied_credits" ADD CONSTRAINT "ledger_unapplied_credits_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_unapplied_credits" ADD CONSTRAINT "ledger_unapplied_credits_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_unapplied_credits_account_idx" ON "ledger_unapplied_credits" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "payments_link_count_pending_idx" ON "payments" USING btree ("link_id") WHERE "payments"."link_count_pending";