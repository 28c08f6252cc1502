-- PayPal webhook events (each applied once) and commission payments' capture ids and refunds.
-- Phones become E.164 (lib/users/phone.ts). The rewrite of existing values needs libphonenumber-js, so it runs after the SQL
-- migrations (db/phone-backfill.ts, called by migrateDb); a value that does not parse is kept as entered and flagged here.
CREATE TABLE "paypal_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"resource_id" text NOT NULL,
	"capture_id" text,
	"outcome" text NOT NULL,
	"resource" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_unparsed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hunter_phone_unparsed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "emergency_contact_phone_unparsed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_payments" ADD COLUMN "provider_capture_id" text;--> statement-breakpoint
ALTER TABLE "commission_payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_webhook_events_resource_key" ON "paypal_webhook_events" USING btree ("event_type","resource_id");--> statement-breakpoint
CREATE INDEX "paypal_webhook_events_capture_idx" ON "paypal_webhook_events" USING btree ("capture_id","outcome");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_payments_capture_key" ON "commission_payments" USING btree ("provider_capture_id");