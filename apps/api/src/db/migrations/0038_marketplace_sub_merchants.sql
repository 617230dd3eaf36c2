CREATE TABLE "sub_merchants" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"sub_merchant_key" text,
	"sub_merchant_type" text,
	"version" integer DEFAULT 1 NOT NULL,
	"synced_version" integer DEFAULT 0 NOT NULL,
	"sync_after" timestamp with time zone,
	"sync_attempts" integer DEFAULT 0 NOT NULL,
	"provider_answer" text,
	"review_since" timestamp with time zone,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_merchants_version_check" CHECK ("sub_merchants"."synced_version" <= "sub_merchants"."version")
);
--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "tax_office" text;--> statement-breakpoint
ALTER TABLE "sub_merchants" ADD CONSTRAINT "sub_merchants_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sub_merchants_due_idx" ON "sub_merchants" USING btree ("sync_after") WHERE "sub_merchants"."sync_after" is not null;--> statement-breakpoint
CREATE INDEX "sub_merchants_review_idx" ON "sub_merchants" USING btree ("review_since") WHERE "sub_merchants"."review_since" is not null;