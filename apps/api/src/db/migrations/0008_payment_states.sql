CREATE TABLE "sandbox_charges" (
	"reference" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"after_challenge_decline" text,
	"callback_url" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "resource_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_email" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_locale" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "action" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "three_ds_nonce" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_token" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reconcile_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_token_idx" ON "payments" USING btree ("receipt_token");--> statement-breakpoint
CREATE INDEX "payments_unresolved_idx" ON "payments" USING btree ("reconcile_after") WHERE "payments"."status" in ('processing', 'requires_action');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('processing', 'requires_action', 'succeeded', 'failed'));