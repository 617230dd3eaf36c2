ALTER TABLE "kyc_submissions" ADD COLUMN "iban_usd" text;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "iban_eur" text;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "iban_gbp" text;