-- The listing key (drizzle/0010) also carries the location and the title, lower-cased as the
-- location search compares them (generated columns: lower() on each entry cost more than the walk
-- itself, 4 ms for 2,000 entries): a location search walks it in listing order and compares them on
-- the key (an index-only scan), so a hunt row is read only for a match. At 100,000 hunts,
-- location=montana read 221 hunt rows (5.5 ms with the planning) for a page of 25; on the key it
-- reads 10 index pages and 25 rows. The trigram indexes (drizzle/0001) stay for rare words, after
-- the head (lib/hunts/search-steps.ts). Title and location are at most 200 characters each, so an
-- entry stays below the btree's limit. Same index name, new columns: dropped and made again.
ALTER TABLE "hunts" ADD COLUMN "location_lower" text GENERATED ALWAYS AS (lower(location)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "hunts" ADD COLUMN "title_lower" text GENERATED ALWAYS AS (lower(title)) STORED NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "hunts_listed_key_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hunts_listed_key_idx" ON "hunts" ("search_rank", "id")
  INCLUDE ("price_cents", "duration_days", "search_tags", "location_lower", "title_lower") WHERE "search_rank" > 0;
