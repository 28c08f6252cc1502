-- Search that finds what people type (issue 53, item 2) and bookable hunts first (item 3).
-- 1. hunts.search_text: title, location, species and the outfitter's name, lower-cased, which each
--    word of the search box must match (lib/hunts/search-words.ts). Capped at 1,000 characters so
--    the keys that carry it stay far below a b-tree entry's limit.
-- 2. search_rank gains 6 when the hunt can be booked: a dated hunt with no coming departure that has
--    a free spot (next_departure_on null, last_departure_on set) is sold out and keeps 2 × level +
--    verified (2–7); every other listed hunt is 8–13. "Recommended" walks search_rank, so every
--    bookable hunt comes before every sold-out one, top-tier first within each; odd ranks stay the
--    verified outfitters'.
CREATE OR REPLACE FUNCTION hunts_set_search_fields() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_name text;
BEGIN
  SELECT CASE WHEN NEW.is_active AND u.role = 'outfitter' AND u.is_approved AND u.is_active
                   AND (NEW.last_departure_on IS NULL OR NEW.last_departure_on >= hunt_today(location_time_zone(NEW.location)))
              THEN 2 * (CASE WHEN u.reliability_penalized THEN 1 WHEN u.is_top_tier THEN 3 ELSE 2 END)
                   + (CASE WHEN outfitter_is_verified(u.id) THEN 1 ELSE 0 END)
                   + (CASE WHEN NEW.last_departure_on IS NOT NULL AND NEW.next_departure_on IS NULL THEN 0 ELSE 6 END)
              ELSE 0 END,
         u.first_name
    INTO NEW.search_rank, v_name
    FROM users u WHERE u.id = NEW.outfitter_id;
  NEW.search_rank := coalesce(NEW.search_rank, 0);
  NEW.search_tags := hunt_search_tags(NEW.title, NEW.description, NEW.dates, NEW.difficulty::text);
  NEW.search_text := left(lower(concat_ws(' ', NEW.title, NEW.location, array_to_string(NEW.species, ' '), v_name)), 1000);
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hunts_search_fields_biu ON hunts;
--> statement-breakpoint
CREATE TRIGGER hunts_search_fields_biu
BEFORE INSERT OR UPDATE OF is_active, outfitter_id, title, description, dates, difficulty, location, species, search_rank, search_tags,
  last_departure_on, next_departure_on ON hunts
FOR EACH ROW EXECUTE FUNCTION hunts_set_search_fields();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_propagate_search_rank() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.role, NEW.is_approved, NEW.is_active, NEW.is_top_tier, NEW.reliability_penalized, NEW.first_name)
     IS DISTINCT FROM (OLD.role, OLD.is_approved, OLD.is_active, OLD.is_top_tier, OLD.reliability_penalized, OLD.first_name) THEN
    UPDATE hunts SET search_rank = 0 WHERE outfitter_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_search_rank_au ON users;
--> statement-breakpoint
CREATE TRIGGER users_search_rank_au AFTER UPDATE OF role, is_approved, is_active, is_top_tier, reliability_penalized, first_name ON users
FOR EACH ROW EXECUTE FUNCTION users_propagate_search_rank();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hunts_species_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO hunt_species (species, search_rank, hunt_id, price_cents, duration_days, search_tags, outfitter_id, location_lower, title_lower, search_text)
  SELECT DISTINCT ON (s, n.id) s, n.search_rank, n.id, n.price_cents, n.duration_days, n.search_tags, n.outfitter_id, lower(n.location), lower(n.title), n.search_text
    FROM new_rows n, unnest(n.species) s WHERE n.search_rank > 0
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hunts_species_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.species IS DISTINCT FROM OLD.species OR NEW.search_rank IS DISTINCT FROM OLD.search_rank THEN
    DELETE FROM hunt_species WHERE hunt_id = NEW.id;
    IF NEW.search_rank > 0 THEN
      INSERT INTO hunt_species (species, search_rank, hunt_id, price_cents, duration_days, search_tags, outfitter_id, location_lower, title_lower, search_text)
      SELECT DISTINCT s, NEW.search_rank, NEW.id, NEW.price_cents, NEW.duration_days, NEW.search_tags, NEW.outfitter_id, lower(NEW.location), lower(NEW.title), NEW.search_text
        FROM unnest(NEW.species) s
      ON CONFLICT DO NOTHING;
    END IF;
  ELSIF (NEW.price_cents, NEW.duration_days, NEW.search_tags, NEW.outfitter_id, NEW.location, NEW.title, NEW.search_text)
        IS DISTINCT FROM (OLD.price_cents, OLD.duration_days, OLD.search_tags, OLD.outfitter_id, OLD.location, OLD.title, OLD.search_text) THEN
    UPDATE hunt_species SET price_cents = NEW.price_cents, duration_days = NEW.duration_days, search_tags = NEW.search_tags,
           outfitter_id = NEW.outfitter_id, location_lower = lower(NEW.location), title_lower = lower(NEW.title), search_text = NEW.search_text
     WHERE hunt_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hunts_species_au ON hunts;
--> statement-breakpoint
-- Every column that can change what hunt_species holds is listed: search_rank, search_tags and
-- search_text are set by a BEFORE trigger from these, and a BEFORE trigger's change does not fire an UPDATE OF.
CREATE TRIGGER hunts_species_au
AFTER UPDATE OF species, search_rank, is_active, outfitter_id, price_cents, duration_days, search_tags, title, description, dates, difficulty,
  location, last_departure_on, next_departure_on ON hunts
FOR EACH ROW EXECUTE FUNCTION hunts_species_after_update();
--> statement-breakpoint
-- The keys carry search_text instead of the location and title it contains: a search box's words are
-- checked on the key while it is walked (an index-only scan), as the location was.
DROP INDEX IF EXISTS "hunts_listed_key_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hunts_listed_key_idx" ON "hunts" ("search_rank", "id")
  INCLUDE ("price_cents", "duration_days", "search_tags", "search_text") WHERE "search_rank" > 0;
--> statement-breakpoint
ALTER TABLE "hunt_species" DROP CONSTRAINT "hunt_species_species_search_rank_hunt_id_pk";
--> statement-breakpoint
ALTER TABLE "hunt_species" ADD CONSTRAINT "hunt_species_species_search_rank_hunt_id_pk"
  PRIMARY KEY ("species", "search_rank", "hunt_id")
  INCLUDE ("price_cents", "duration_days", "search_tags", "outfitter_id", "location_lower", "search_text");
--> statement-breakpoint
-- Rare words, after the head (lib/hunts/search-steps.ts): trigram lookups of each word's pattern.
CREATE INDEX IF NOT EXISTS "hunts_search_text_trgm" ON "hunts" USING gin ("search_text" gin_trgm_ops) WHERE "search_rank" > 0;
--> statement-breakpoint
-- Every hunt again through the trigger: its rank, its search text and its hunt_species rows.
UPDATE hunts SET search_rank = 0;
