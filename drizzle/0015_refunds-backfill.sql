-- Refunds are now recorded in parts: a booking refunded before this migration was refunded in
-- full, and a test payment that succeeded was captured in full.
UPDATE "bookings" SET "refunded_cents" = "total_amount_cents" WHERE "payment_status" = 'refunded';--> statement-breakpoint
UPDATE "test_payments" SET "amount_captured_cents" = "amount_cents" WHERE "status" = 'succeeded';
