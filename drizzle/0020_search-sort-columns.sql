ALTER TABLE "hunts" ADD COLUMN "outfitter_rating" smallint;--> statement-breakpoint
CREATE INDEX "hunt_departures_start_idx" ON "hunt_departures" USING btree ("start_date","hunt_id");--> statement-breakpoint
CREATE INDEX "hunts_listed_last_departure_idx" ON "hunts" USING btree ("last_departure_on") WHERE "hunts"."search_rank" > 0;