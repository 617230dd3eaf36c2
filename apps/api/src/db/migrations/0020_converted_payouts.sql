CREATE TABLE "payout_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference_rate" numeric(18, 6) NOT NULL,
	"rate_date" date NOT NULL,
	"rate_source" text NOT NULL,
	"applied_rate" numeric(18, 6) NOT NULL,
	"spread_basis_points" integer NOT NULL,
	"spread_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"try_amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "payout_quotes_amount_positive" CHECK ("payout_quotes"."amount" > 0 and "payout_quotes"."try_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_type_check";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "payout_currency" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "payout_amount" bigint;--> statement-breakpoint
-- Payouts made before conversions existed went out in their own currency.
UPDATE "payouts" SET "payout_currency" = "currency", "payout_amount" = "amount";--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "payout_currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "payout_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "quote_id" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "fx_reference_rate" numeric(18, 6);--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "fx_rate_date" date;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "fx_rate_source" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "fx_applied_rate" numeric(18, 6);--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "fx_spread_basis_points" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "fx_spread_minor" bigint;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "fx_fee_minor" bigint;--> statement-breakpoint
ALTER TABLE "payout_quotes" ADD CONSTRAINT "payout_quotes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_quotes_merchant_idx" ON "payout_quotes" USING btree ("merchant_id","created_at");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_quote_id_payout_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."payout_quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_quote_id_unique" UNIQUE("quote_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_type_check" CHECK (("ledger_accounts"."merchant_id" is not null and "ledger_accounts"."type" in ('available', 'pending', 'payout_reserved', 'negative_balance')) or ("ledger_accounts"."merchant_id" is null and "ledger_accounts"."type" in ('fees', 'acquirer_clearing', 'payouts_clearing', 'refunds_clearing', 'disputes_clearing', 'fx')));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_conversion_check" CHECK (("payouts"."payout_currency" = "payouts"."currency" and "payouts"."payout_amount" = "payouts"."amount" and "payouts"."quote_id" is null) or ("payouts"."payout_currency" = 'TRY' and "payouts"."quote_id" is not null and "payouts"."fx_applied_rate" is not null and "payouts"."fx_fee_minor" is not null));