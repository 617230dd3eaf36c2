CREATE TABLE "sandbox_refunds" (
	"refund_reference" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reconcile_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_answer" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "review_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "method" text DEFAULT 'refund' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reconcile_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reconcile_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider_answer" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "review_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_review_idx" ON "payments" USING btree ("review_since") WHERE "payments"."review_since" is not null and "payments"."status" in ('processing', 'requires_action');--> statement-breakpoint
CREATE INDEX "refunds_unresolved_idx" ON "refunds" USING btree ("reconcile_after") WHERE "refunds"."status" = 'pending' and "refunds"."reconcile_after" is not null;--> statement-breakpoint
CREATE INDEX "refunds_review_idx" ON "refunds" USING btree ("review_since") WHERE "refunds"."status" = 'pending' and "refunds"."review_since" is not null;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_method_check" CHECK ("refunds"."method" in ('refund', 'cancel'));