CREATE TABLE "test_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"client_secret" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_error" text,
	"card_last4" text,
	"refund_id" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reservation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "test_payments_idempotency_key" ON "test_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "test_payments_created_idx" ON "test_payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_reservation_expiry_idx" ON "bookings" USING btree ("reservation_expires_at") WHERE "bookings"."holds_spot" and "bookings"."status" = 'pending' and "bookings"."payment_status" <> 'paid';