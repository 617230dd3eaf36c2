ALTER TABLE "api_keys" ADD COLUMN "permissions" jsonb;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "created_by_user_id" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_created_by_idx" ON "api_keys" USING btree ("created_by_user_id");--> statement-breakpoint
-- Who made each existing key: the user of its creation's audit entry, or of the roll that made it.
UPDATE "api_keys" AS k SET "created_by_user_id" = made."actor_user_id"
FROM (
  SELECT DISTINCT ON (s."key_id") s."key_id", s."actor_user_id"
  FROM (
    SELECT "target_id" AS "key_id", "actor_user_id", "created_at" FROM "audit_logs"
    WHERE "action" = 'api_key.created' AND "target_type" = 'api_key'
    UNION ALL
    SELECT "details"->>'newKeyId', "actor_user_id", "created_at" FROM "audit_logs"
    WHERE "action" = 'api_key.rolled'
  ) AS s
  JOIN "users" AS u ON u."id" = s."actor_user_id"
  ORDER BY s."key_id", s."created_at"
) AS made
WHERE k."id" = made."key_id";--> statement-breakpoint
-- Keys of no known maker date from before teams (the merchant's owner made them): everything.
UPDATE "api_keys" SET "permissions" = '{"payments":"read","payerDetails":"read","refunds":"write","paymentLinks":"write","payouts":"write","disputes":"read","balance":"read","events":"read","webhooks":"write"}'::jsonb
WHERE "created_by_user_id" IS NULL;--> statement-breakpoint
-- Keys of a member: all that the member's role allows (key-permissions.ts maxKeyPermissionsOf).
UPDATE "api_keys" AS k SET "permissions" = CASE m."role"
  WHEN 'developer' THEN '{"payments":"read","payerDetails":"none","refunds":"none","paymentLinks":"none","payouts":"none","disputes":"none","balance":"read","events":"read","webhooks":"write"}'::jsonb
  WHEN 'finance' THEN '{"payments":"read","payerDetails":"read","refunds":"write","paymentLinks":"read","payouts":"write","disputes":"read","balance":"read","events":"read","webhooks":"none"}'::jsonb
  WHEN 'support' THEN '{"payments":"read","payerDetails":"read","refunds":"write","paymentLinks":"none","payouts":"none","disputes":"read","balance":"read","events":"read","webhooks":"none"}'::jsonb
  WHEN 'viewer' THEN '{"payments":"read","payerDetails":"read","refunds":"read","paymentLinks":"read","payouts":"read","disputes":"read","balance":"read","events":"read","webhooks":"none"}'::jsonb
  ELSE '{"payments":"read","payerDetails":"read","refunds":"write","paymentLinks":"write","payouts":"write","disputes":"read","balance":"read","events":"read","webhooks":"write"}'::jsonb
END
FROM "merchant_members" AS m
WHERE m."merchant_id" = k."merchant_id" AND m."user_id" = k."created_by_user_id";--> statement-breakpoint
-- Keys whose maker has left the team: revoked, as removing a member now does.
UPDATE "api_keys" SET
  "permissions" = '{"payments":"none","payerDetails":"none","refunds":"none","paymentLinks":"none","payouts":"none","disputes":"none","balance":"none","events":"none","webhooks":"none"}'::jsonb,
  "status" = 'revoked',
  "revoked_at" = coalesce("revoked_at", now())
WHERE "permissions" IS NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ALTER COLUMN "permissions" SET NOT NULL;
