CREATE TABLE "platform_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"collect_commission_at_booking" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_settings_one_row" CHECK ("platform_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "hunts" ADD COLUMN "deposit_percent" smallint DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_percent" smallint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "answer_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "collected_at_booking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_answer_by_idx" ON "bookings" USING btree ("answer_by") WHERE "bookings"."answer_by" is not null and "bookings"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "hunts" ADD CONSTRAINT "hunts_deposit_percent_check" CHECK ("hunts"."deposit_percent" in (25, 50, 75, 100));