-- The soonest order's index (drizzle/0021) also carries what the date, species, price and party
-- filters compare, so a sorted search walks it and filters on the index entries (an index-only
-- scan, lib/hunts/search-sorted.ts) and reads a hunt row only for a match. At 100,000 hunts,
-- species=elk + a month + sort=soonest read 2,117 hunt rows for a page of 25 (2.8 ms of a 3.2 ms
-- query); on the key it reads the index and 26 rows. next_departure_on itself is included because
-- PostgreSQL answers an expression from an index only when the expression's columns are there too.
-- Same index name, new columns: dropped and made again.
DROP INDEX IF EXISTS "hunts_listed_soonest_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hunts_listed_soonest_idx" ON "hunts" ((coalesce("next_departure_on", '9999-12-31'::date)), "id")
  INCLUDE ("next_departure_on", "is_active", "species", "price_cents", "duration_days", "group_size") WHERE "search_rank" > 0;
