ALTER TABLE "payments" ADD COLUMN "charged_back_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Payments whose disputes were lost before this column: charged back for those disputes' amounts,
-- less whatever was refunded again after the loss (the ledger keeps that second payment back).
UPDATE "payments" SET "charged_back_amount" = least(lost."amount", "payments"."amount" - "payments"."amount_refunded")
FROM (SELECT "payment_id", sum("amount") AS "amount" FROM "disputes" WHERE "status" = 'lost' GROUP BY "payment_id") AS lost
WHERE lost."payment_id" = "payments"."id";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_charged_back_check" CHECK ("payments"."charged_back_amount" >= 0 and "payments"."amount_refunded" + "payments"."charged_back_amount" <= "payments"."amount");
