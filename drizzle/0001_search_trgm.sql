-- Trigram indexes make the case-insensitive substring search on location and title use an index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hunts_location_trgm" ON "hunts" USING gin (lower("location") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hunts_title_trgm" ON "hunts" USING gin (lower("title") gin_trgm_ops);
