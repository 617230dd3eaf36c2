-- References become random (@kopru/domain/references); those already given keep their numbered
-- form (TX-000123, PO-000123: at least six digits), so every number ever shown stays valid.
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "payments" SET "reference" = 'TX-' || lpad("number"::text, greatest(6, length("number"::text)), '0');--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "payouts" SET "reference" = 'PO-' || lpad("number"::text, greatest(6, length("number"::text)), '0');--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_reference_unique" UNIQUE("reference");
