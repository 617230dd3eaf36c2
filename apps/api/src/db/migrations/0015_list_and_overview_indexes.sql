DROP INDEX "payments_merchant_created_idx";--> statement-breakpoint
CREATE INDEX "payments_merchant_succeeded_idx" ON "payments" USING btree ("merchant_id","created_at","currency","amount") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "payments_merchant_unsettled_idx" ON "payments" USING btree ("merchant_id","currency","available_at") WHERE "payments"."settled_at" is null and "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "payments_merchant_created_idx" ON "payments" USING btree ("merchant_id","created_at","id");