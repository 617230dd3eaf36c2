CREATE TABLE "currency_iban_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"iban" text,
	"previous_iban" text,
	"requested_by" text NOT NULL,
	"decided_by" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "currency_iban_changes_currency_check" CHECK ("currency_iban_changes"."currency" in ('USD', 'EUR', 'GBP')),
	CONSTRAINT "currency_iban_changes_status_check" CHECK ("currency_iban_changes"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "currency_iban_changes_decided_check" CHECK (("currency_iban_changes"."status" = 'pending') = ("currency_iban_changes"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "currency_iban_changes" ADD CONSTRAINT "currency_iban_changes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_iban_changes" ADD CONSTRAINT "currency_iban_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_iban_changes" ADD CONSTRAINT "currency_iban_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "currency_iban_changes_one_pending_idx" ON "currency_iban_changes" USING btree ("merchant_id","currency") WHERE "currency_iban_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "currency_iban_changes_status_created_idx" ON "currency_iban_changes" USING btree ("status","created_at");