CREATE TABLE "merchant_brands" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"color" text,
	"logo_id" text,
	"logo_storage_key" text,
	"logo_content_type" text,
	"logo_size_bytes" integer,
	"logo_width" integer,
	"logo_height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_brands_color_hex" CHECK ("merchant_brands"."color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "merchant_brands_logo_complete" CHECK (("merchant_brands"."logo_id" is null) = ("merchant_brands"."logo_storage_key" is null) and ("merchant_brands"."logo_id" is null) = ("merchant_brands"."logo_content_type" is null) and ("merchant_brands"."logo_id" is null) = ("merchant_brands"."logo_width" is null) and ("merchant_brands"."logo_id" is null) = ("merchant_brands"."logo_height" is null) and ("merchant_brands"."logo_id" is null) = ("merchant_brands"."logo_size_bytes" is null))
);
--> statement-breakpoint
ALTER TABLE "merchant_brands" ADD CONSTRAINT "merchant_brands_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_brands_logo_id_idx" ON "merchant_brands" USING btree ("logo_id");