ALTER TABLE "identity_changes" DROP CONSTRAINT "identity_changes_status_check";--> statement-breakpoint
ALTER TABLE "identity_changes" ADD COLUMN "replaces" text;--> statement-breakpoint
ALTER TABLE "identity_changes" ADD CONSTRAINT "identity_changes_replaces_identity_changes_id_fk" FOREIGN KEY ("replaces") REFERENCES "public"."identity_changes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_changes" ADD CONSTRAINT "identity_changes_status_check" CHECK ("identity_changes"."status" in ('pending', 'approved', 'rejected', 'replaced'));