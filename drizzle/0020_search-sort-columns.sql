-- outfitter_rating for sort=rating (kept by the triggers of 0021); hunt_departures by start date for date-range searches that start from the departures; the rollover (lib/departures/rollover.ts) also finds listed hunts whose last departure has started while full.
ALTER TABLE "hunts" ADD COLUMN "outfitter_rating" smallint;--> statement-breakpoint
CREATE INDEX "hunt_departures_start_idx" ON "hunt_departures" USING btree ("start_date","hunt_id");--> statement-breakpoint
CREATE INDEX "hunts_listed_last_departure_idx" ON "hunts" USING btree ("last_departure_on") WHERE "hunts"."search_rank" > 0;