CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payouts_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"kyc_submission_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"iban" text NOT NULL,
	"account_holder" text NOT NULL,
	"bank_reference" text,
	"reason" text,
	"requested_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"paid_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payouts_number_unique" UNIQUE("number"),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('requested', 'approved', 'paid', 'rejected', 'failed', 'cancelled')),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0),
	CONSTRAINT "payouts_decided_check" CHECK (("payouts"."status" in ('paid', 'rejected', 'failed', 'cancelled')) = ("payouts"."decided_at" is not null)),
	CONSTRAINT "payouts_paid_check" CHECK (("payouts"."status" = 'paid') = ("payouts"."paid_at" is not null and "payouts"."bank_reference" is not null)),
	CONSTRAINT "payouts_reason_check" CHECK ("payouts"."status" not in ('rejected', 'failed') or "payouts"."reason" is not null),
	CONSTRAINT "payouts_approved_check" CHECK ("payouts"."status" not in ('approved', 'paid', 'failed') or "payouts"."approved_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_kyc_submission_id_kyc_submissions_id_fk" FOREIGN KEY ("kyc_submission_id") REFERENCES "public"."kyc_submissions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_merchant_requested_idx" ON "payouts" USING btree ("merchant_id","requested_at");--> statement-breakpoint
CREATE INDEX "payouts_status_requested_idx" ON "payouts" USING btree ("status","requested_at");