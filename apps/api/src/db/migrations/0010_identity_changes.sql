CREATE TABLE "identity_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"company_name" text NOT NULL,
	"tax_id" text NOT NULL,
	"auth_person_name" text NOT NULL,
	"requested_by" text NOT NULL,
	"decided_by" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "identity_changes_status_check" CHECK ("identity_changes"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "identity_changes_decided_check" CHECK (("identity_changes"."status" = 'pending') = ("identity_changes"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "identity_changes" ADD CONSTRAINT "identity_changes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_changes" ADD CONSTRAINT "identity_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_changes" ADD CONSTRAINT "identity_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_changes_one_pending_idx" ON "identity_changes" USING btree ("merchant_id") WHERE "identity_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "identity_changes_status_created_idx" ON "identity_changes" USING btree ("status","created_at");