-- Keys from before teams had no maker and passed as the owner's; a maker deleted later would have
-- looked the same (ON DELETE SET NULL). They now belong to the account that registered the
-- merchant, or to its longest-standing owner when that account has left the team.
UPDATE "api_keys" AS k SET "created_by_user_id" = coalesce(
  (SELECT m."user_id" FROM "merchant_members" AS m JOIN "merchants" AS mc ON mc."id" = m."merchant_id"
   WHERE m."merchant_id" = k."merchant_id" AND m."user_id" = mc."user_id"),
  (SELECT m."user_id" FROM "merchant_members" AS m
   WHERE m."merchant_id" = k."merchant_id" AND m."role" = 'owner'
   ORDER BY m."created_at", m."id" LIMIT 1),
  (SELECT mc."user_id" FROM "merchants" AS mc WHERE mc."id" = k."merchant_id")
)
WHERE k."created_by_user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "api_keys" DROP CONSTRAINT "api_keys_created_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "api_keys" ALTER COLUMN "created_by_user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
