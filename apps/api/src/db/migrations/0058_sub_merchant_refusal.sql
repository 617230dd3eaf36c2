ALTER TABLE "identity_changes" ADD COLUMN "tax_office" text;--> statement-breakpoint
ALTER TABLE "identity_changes" ADD COLUMN "holder_first_name" text;--> statement-breakpoint
ALTER TABLE "identity_changes" ADD COLUMN "holder_last_name" text;--> statement-breakpoint
ALTER TABLE "sub_merchants" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "sub_merchants" ADD COLUMN "acquirer_error_code" text;--> statement-breakpoint
ALTER TABLE "sub_merchants" ADD COLUMN "acquirer_error_message" text;--> statement-breakpoint
ALTER TABLE "sub_merchants" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sub_merchants" ADD COLUMN "refusal_notified_version" integer DEFAULT 0 NOT NULL;