CREATE TABLE "merchant_notification_settings" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"paid_emails" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "merchant_notification_settings_paid_emails_check" CHECK ("merchant_notification_settings"."paid_emails" in ('each', 'daily', 'off'))
);
--> statement-breakpoint
CREATE TABLE "paid_email_notices" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paid_email_summaries" (
	"merchant_id" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "paid_email_summaries_merchant_id_day_pk" PRIMARY KEY("merchant_id","day")
);
--> statement-breakpoint
ALTER TABLE "merchant_notification_settings" ADD CONSTRAINT "merchant_notification_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_email_notices" ADD CONSTRAINT "paid_email_notices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_email_summaries" ADD CONSTRAINT "paid_email_summaries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;