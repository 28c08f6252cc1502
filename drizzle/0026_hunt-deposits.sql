ALTER TABLE "hunts" ADD COLUMN "deposit_percent" smallint DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_percent" smallint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "hunts" ADD CONSTRAINT "hunts_deposit_percent_check" CHECK ("hunts"."deposit_percent" in (25, 50, 75, 100));