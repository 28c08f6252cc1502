CREATE TABLE "hunt_departures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hunt_departures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hunt_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"spots" integer NOT NULL,
	"spots_left" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hunt_departures_dates_check" CHECK ("hunt_departures"."end_date" >= "hunt_departures"."start_date"),
	CONSTRAINT "hunt_departures_spots_check" CHECK ("hunt_departures"."spots" >= 1 and "hunt_departures"."spots_left" >= 0 and "hunt_departures"."spots_left" <= "hunt_departures"."spots")
);
--> statement-breakpoint
ALTER TABLE "hunts" ADD COLUMN "next_departure_on" date;--> statement-breakpoint
ALTER TABLE "hunts" ADD COLUMN "last_departure_on" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "departure_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "party_size" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "hunt_departures" ADD CONSTRAINT "hunt_departures_hunt_id_hunts_id_fk" FOREIGN KEY ("hunt_id") REFERENCES "public"."hunts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hunt_departures_hunt_start_idx" ON "hunt_departures" USING btree ("hunt_id","start_date");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_departure_id_hunt_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."hunt_departures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hunts_next_departure_idx" ON "hunts" USING btree ("next_departure_on");--> statement-breakpoint
CREATE INDEX "bookings_departure_idx" ON "bookings" USING btree ("departure_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_party_size_check" CHECK ("bookings"."party_size" >= 1);