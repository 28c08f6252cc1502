-- The departures' start-date index (drizzle/0020) also carries spots_left, so a trip search that
-- starts from the departures of a short date range (lib/hunts/search.ts, SHORT_TRIP_RANGE_DAYS)
-- finds the hunts with a free spot on the index alone. At 100,000 hunts a day a year ahead has
-- about 1,000 departures spread over 950 table pages; reading them was most of a 6 ms page.
-- Same index name, one more column: dropped and made again.
DROP INDEX IF EXISTS "hunt_departures_start_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hunt_departures_start_idx" ON "hunt_departures" USING btree ("start_date", "hunt_id") INCLUDE ("spots_left");
