CREATE TABLE "outfitter_reliability" (
	"outfitter_id" integer PRIMARY KEY NOT NULL,
	"response_items" integer NOT NULL,
	"answered_within_24h" integer NOT NULL,
	"response_rate_pct" smallint,
	"median_response_minutes" integer,
	"accepted_bookings" integer NOT NULL,
	"outfitter_cancellations" integer NOT NULL,
	"cancellation_share_bp" integer,
	"penalized" boolean NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reliability_penalized" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outfitter_reliability" ADD CONSTRAINT "outfitter_reliability_outfitter_id_users_id_fk" FOREIGN KEY ("outfitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_outfitter_answered_idx" ON "bookings" USING btree ("outfitter_id","answered_at");