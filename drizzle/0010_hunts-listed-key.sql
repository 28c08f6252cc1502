-- The listing key with the columns the index-side filters read (price, duration, facet tags), for
-- listed hunts only: a search thinned by price, duration, season, difficulty or weapons walks this
-- key in listing order and checks them on the key itself (an index-only scan), so a hunt row is
-- read only for a match. Before, a rare filter read 2,000 hunt rows to find none (lib/hunts/search-steps.ts).
CREATE INDEX IF NOT EXISTS "hunts_listed_key_idx" ON "hunts" ("search_rank", "id")
  INCLUDE ("price_cents", "duration_days", "search_tags") WHERE "search_rank" > 0;
