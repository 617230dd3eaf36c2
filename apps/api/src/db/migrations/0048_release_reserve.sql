CREATE TABLE "merchant_release_terms" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"release_delay_days" integer NOT NULL,
	"reserve_basis_points" integer NOT NULL,
	"reserve_days" integer NOT NULL,
	"reason" text NOT NULL,
	"set_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "merchant_release_terms_range_check" CHECK ("merchant_release_terms"."release_delay_days" between 0 and 540 and "merchant_release_terms"."reserve_basis_points" between 0 and 10000 and "merchant_release_terms"."reserve_days" between 0 and 540)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_type_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "release_delay_days" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reserve" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reserve_days" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reserve_release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reserve_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_release_terms" ADD CONSTRAINT "merchant_release_terms_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_release_terms" ADD CONSTRAINT "merchant_release_terms_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_reserve_held_idx" ON "payments" USING btree ("reserve_release_at") WHERE "payments"."reserve_released_at" is null and "payments"."reserve" > 0 and "payments"."status" = 'succeeded';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_type_check" CHECK (("ledger_accounts"."merchant_id" is not null and "ledger_accounts"."type" in ('available', 'pending', 'payout_reserved', 'negative_balance', 'reserve')) or ("ledger_accounts"."merchant_id" is null and "ledger_accounts"."type" in ('fees', 'acquirer_clearing', 'payouts_clearing', 'refunds_clearing', 'disputes_clearing', 'fx')));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reserve_check" CHECK ("payments"."reserve" >= 0 and ("payments"."status" <> 'succeeded' or "payments"."reserve" <= "payments"."net"));