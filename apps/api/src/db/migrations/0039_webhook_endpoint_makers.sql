ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "webhook_endpoints_disabled_reason_check";--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_disabled_reason_check" CHECK ("webhook_endpoints"."disabled_reason" is null or "webhook_endpoints"."disabled_reason" in ('manual', 'gone', 'failing', 'maker_removed', 'maker_role_changed'));--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "payer_details" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "created_by_user_id" text;--> statement-breakpoint
-- Who made each existing endpoint: the user of its creation's audit entry, or the maker of the key
-- that created it on /v1 (as migration 0033 found keys' makers).
UPDATE "webhook_endpoints" AS w SET "created_by_user_id" = made."user_id"
FROM (
  SELECT DISTINCT ON (a."target_id") a."target_id", u."id" AS "user_id"
  FROM "audit_logs" AS a
  LEFT JOIN "api_keys" AS k ON k."id" = a."details"->>'apiKeyId'
  JOIN "users" AS u ON u."id" = coalesce(a."actor_user_id", k."created_by_user_id")
  WHERE a."action" = 'webhook_endpoint.created' AND a."target_type" = 'webhook_endpoint'
  ORDER BY a."target_id", a."created_at"
) AS made
WHERE w."id" = made."target_id";--> statement-breakpoint
-- Endpoints of no known maker belong to the merchant's registering account, or its longest-standing
-- owner (as migration 0036 did for keys).
UPDATE "webhook_endpoints" AS w SET "created_by_user_id" = coalesce(
  (SELECT m."user_id" FROM "merchant_members" AS m JOIN "merchants" AS mc ON mc."id" = m."merchant_id"
   WHERE m."merchant_id" = w."merchant_id" AND m."user_id" = mc."user_id"),
  (SELECT m."user_id" FROM "merchant_members" AS m
   WHERE m."merchant_id" = w."merchant_id" AND m."role" = 'owner'
   ORDER BY m."created_at", m."id" LIMIT 1),
  (SELECT mc."user_id" FROM "merchants" AS mc WHERE mc."id" = w."merchant_id")
)
WHERE w."created_by_user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ALTER COLUMN "created_by_user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_endpoints_created_by_idx" ON "webhook_endpoints" USING btree ("created_by_user_id");--> statement-breakpoint
-- Endpoints whose maker has left the team stop, as removing a member now does.
UPDATE "webhook_endpoints" AS w SET "enabled" = false, "disabled_reason" = 'maker_removed', "disabled_at" = now()
WHERE w."enabled" AND NOT EXISTS (
  SELECT 1 FROM "merchant_members" AS m WHERE m."merchant_id" = w."merchant_id" AND m."user_id" = w."created_by_user_id"
);--> statement-breakpoint
-- Payer details go to endpoints whose maker's role reads them (every role but developer).
UPDATE "webhook_endpoints" AS w SET "payer_details" = true
FROM "merchant_members" AS m
WHERE m."merchant_id" = w."merchant_id" AND m."user_id" = w."created_by_user_id" AND m."role" <> 'developer';--> statement-breakpoint
-- Event types the maker's role may read (key-permissions.ts eventPermission): payments and the
-- account's own for everyone; refunds and disputes also for support; everything else for owner,
-- admin, finance and viewer. An endpoint left with none stops; the others keep what is readable.
UPDATE "webhook_endpoints" AS w SET "enabled" = false, "disabled_reason" = 'maker_role_changed', "disabled_at" = now()
FROM "merchant_members" AS m
WHERE m."merchant_id" = w."merchant_id" AND m."user_id" = w."created_by_user_id" AND w."enabled"
  AND NOT EXISTS (
    SELECT 1 FROM unnest(w."events") AS t(type)
    WHERE split_part(t.type, '.', 1) IN ('payment', 'kyc')
      OR (m."role" <> 'developer' AND split_part(t.type, '.', 1) IN ('refund', 'dispute'))
      OR m."role" NOT IN ('developer', 'support')
  );--> statement-breakpoint
UPDATE "webhook_endpoints" AS w SET "events" = ARRAY(
    SELECT t.type FROM unnest(w."events") WITH ORDINALITY AS t(type, n)
    WHERE split_part(t.type, '.', 1) IN ('payment', 'kyc')
      OR (m."role" <> 'developer' AND split_part(t.type, '.', 1) IN ('refund', 'dispute'))
      OR m."role" NOT IN ('developer', 'support')
    ORDER BY t.n
  )
FROM "merchant_members" AS m
WHERE m."merchant_id" = w."merchant_id" AND m."user_id" = w."created_by_user_id" AND w."enabled";--> statement-breakpoint
-- What was waiting for an endpoint that stopped fails (it can be resent once it is on again).
UPDATE "webhook_deliveries" AS d SET "status" = 'failed', "next_attempt_at" = NULL, "updated_at" = now()
FROM "webhook_endpoints" AS w
WHERE d."endpoint_id" = w."id" AND d."status" = 'pending'
  AND w."disabled_reason" IN ('maker_removed', 'maker_role_changed');
