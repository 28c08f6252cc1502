ALTER TABLE "hunts" ADD COLUMN "outfitter_rating" smallint;--> statement-breakpoint
CREATE INDEX "hunt_departures_start_idx" ON "hunt_departures" USING btree ("start_date","hunt_id");