CREATE TABLE "booking_price_snapshots" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"hunters" integer NOT NULL,
	"observers" integer DEFAULT 0 NOT NULL,
	"lines" jsonb NOT NULL,
	"through_ridgeline_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"agency_cents" integer NOT NULL,
	"on_harvest_cents" integer NOT NULL,
	"all_in_cents" integer NOT NULL,
	"commission_base_cents" integer NOT NULL,
	"commission_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_price_snapshots_party_check" CHECK ("booking_price_snapshots"."hunters" >= 1 and "booking_price_snapshots"."observers" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_price_snapshots" ADD CONSTRAINT "booking_price_snapshots_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;