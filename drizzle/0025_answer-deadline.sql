ALTER TABLE "bookings" ADD COLUMN "answer_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_answer_by_idx" ON "bookings" USING btree ("answer_by") WHERE "bookings"."answer_by" is not null and "bookings"."status" = 'pending';