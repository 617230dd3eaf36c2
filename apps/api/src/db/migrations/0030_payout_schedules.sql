CREATE TABLE "payout_schedule_runs" (
	"merchant_id" text NOT NULL,
	"currency" text NOT NULL,
	"period" date NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"payout_id" text,
	"amount" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_schedule_runs_merchant_id_currency_period_pk" PRIMARY KEY("merchant_id","currency","period"),
	CONSTRAINT "payout_schedule_runs_payout_id_unique" UNIQUE("payout_id"),
	CONSTRAINT "payout_schedule_runs_outcome_check" CHECK (("payout_schedule_runs"."status" = 'created' and "payout_schedule_runs"."payout_id" is not null and "payout_schedule_runs"."reason" is null) or ("payout_schedule_runs"."status" = 'skipped' and "payout_schedule_runs"."payout_id" is null and "payout_schedule_runs"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "payout_schedules" (
	"merchant_id" text NOT NULL,
	"currency" text NOT NULL,
	"frequency" text NOT NULL,
	"weekday" integer,
	"day_of_month" integer,
	"minimum_amount" bigint NOT NULL,
	"target" text NOT NULL,
	"set_on" date NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_schedules_merchant_id_currency_pk" PRIMARY KEY("merchant_id","currency"),
	CONSTRAINT "payout_schedules_frequency_check" CHECK ("payout_schedules"."frequency" in ('off', 'daily', 'weekly', 'monthly')),
	CONSTRAINT "payout_schedules_weekday_check" CHECK (("payout_schedules"."frequency" = 'weekly') = ("payout_schedules"."weekday" is not null) and coalesce("payout_schedules"."weekday" between 1 and 7, true)),
	CONSTRAINT "payout_schedules_day_of_month_check" CHECK (("payout_schedules"."frequency" = 'monthly') = ("payout_schedules"."day_of_month" is not null) and coalesce("payout_schedules"."day_of_month" between 1 and 28, true)),
	CONSTRAINT "payout_schedules_minimum_positive" CHECK ("payout_schedules"."minimum_amount" > 0),
	CONSTRAINT "payout_schedules_target_check" CHECK ("payout_schedules"."target" in ('same', 'TRY'))
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_schedule_runs" ADD CONSTRAINT "payout_schedule_runs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_schedule_runs" ADD CONSTRAINT "payout_schedule_runs_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_schedules" ADD CONSTRAINT "payout_schedules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_source_check" CHECK ("payouts"."source" in ('manual', 'schedule'));