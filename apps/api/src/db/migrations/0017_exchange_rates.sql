CREATE TABLE "exchange_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"rate_date" date NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"source" text NOT NULL,
	"entered_by" text,
	"entered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exchange_rates_day_currency_source_unique" UNIQUE("rate_date","currency","source"),
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."rate" > 0),
	CONSTRAINT "exchange_rates_source_check" CHECK ("exchange_rates"."source" in ('tcmb', 'manual')),
	CONSTRAINT "exchange_rates_entered_by_check" CHECK (("exchange_rates"."source" = 'manual') = ("exchange_rates"."entered_by" is not null))
);
--> statement-breakpoint
CREATE TABLE "rate_fetches" (
	"day" date PRIMARY KEY NOT NULL,
	"outcome" text,
	"bulletin_date" date,
	"missing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	CONSTRAINT "rate_fetches_outcome_check" CHECK ("rate_fetches"."outcome" is null or "rate_fetches"."outcome" in ('fetched', 'not_published', 'feed_unavailable', 'malformed'))
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_rates_currency_date_idx" ON "exchange_rates" USING btree ("currency","rate_date");