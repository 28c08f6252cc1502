ALTER TYPE "public"."booking_payment_status" ADD VALUE 'authorized';--> statement-breakpoint
ALTER TYPE "public"."booking_payment_status" ADD VALUE 'released';--> statement-breakpoint
ALTER TYPE "public"."booking_payment_status" ADD VALUE 'partially_refunded';--> statement-breakpoint
CREATE TABLE "test_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reverse_transfer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "transfer_destination" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "application_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_payments" ADD COLUMN "capture_method" text DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_payments" ADD COLUMN "amount_captured_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_payments" ADD COLUMN "transfer_destination" text;--> statement-breakpoint
ALTER TABLE "test_payments" ADD COLUMN "application_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_refunds" ADD CONSTRAINT "test_refunds_payment_id_test_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."test_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_refunds_idempotency_key" ON "test_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "test_refunds_payment_idx" ON "test_refunds" USING btree ("payment_id");