-- A card typed on the acquirer's page (iyzico Checkout Form): the page's token is kept to look the
-- payment up, and the card's last four digits stay empty until the acquirer reports them.
ALTER TABLE "payments" DROP CONSTRAINT "payments_last4_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_token" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_last4_check" CHECK ("payments"."card_last4" ~ '^[0-9]{4}$' or "payments"."card_last4" = '');