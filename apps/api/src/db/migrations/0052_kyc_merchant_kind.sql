ALTER TABLE "kyc_submissions" ADD COLUMN "legal_form" text;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "holder_first_name" text;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "holder_last_name" text;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_legal_form_check" CHECK ("kyc_submissions"."legal_form" is null or "kyc_submissions"."legal_form" in ('sole_proprietorship', 'person'));