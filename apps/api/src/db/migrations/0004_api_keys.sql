CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"description" text NOT NULL,
	"mode" text NOT NULL,
	"public_key" text NOT NULL,
	"secret_hash" text NOT NULL,
	"secret_prefix" text NOT NULL,
	"secret_last4" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"rolled_from" text,
	CONSTRAINT "api_keys_public_key_unique" UNIQUE("public_key"),
	CONSTRAINT "api_keys_secret_hash_unique" UNIQUE("secret_hash"),
	CONSTRAINT "api_keys_mode_check" CHECK ("api_keys"."mode" in ('test', 'live')),
	CONSTRAINT "api_keys_status_check" CHECK ("api_keys"."status" in ('active', 'revoked')),
	CONSTRAINT "api_keys_revoked_check" CHECK (("api_keys"."status" = 'revoked') = ("api_keys"."revoked_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_rolled_from_api_keys_id_fk" FOREIGN KEY ("rolled_from") REFERENCES "public"."api_keys"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_merchant_created_idx" ON "api_keys" USING btree ("merchant_id","created_at");