-- hunts.search_rank is what public search filters and sorts on: 0 hidden, 1 listed, 2 listed by a
-- top-tier outfitter. Triggers keep it right whichever code changes a hunt or its outfitter, so a
-- paused hunt or outfitter leaves search at once and one ordered index scan serves every page.
CREATE OR REPLACE FUNCTION users_propagate_search_rank() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.role, NEW.is_approved, NEW.is_active, NEW.is_top_tier)
     IS DISTINCT FROM (OLD.role, OLD.is_approved, OLD.is_active, OLD.is_top_tier) THEN
    -- Touching search_rank fires hunts_search_fields_biu, which recomputes it from the new user row.
    UPDATE hunts SET search_rank = 0 WHERE outfitter_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_search_rank_au ON users;
--> statement-breakpoint
CREATE TRIGGER users_search_rank_au AFTER UPDATE OF role, is_approved, is_active, is_top_tier ON users
FOR EACH ROW EXECUTE FUNCTION users_propagate_search_rank();
--> statement-breakpoint
-- hunts.search_tags: the season, weapon and difficulty facets of a hunt, read once at write time so
-- those filters are a GIN lookup. Seasons come from month names/abbreviations or the season's word
-- in the free-text dates ("year round" is every season); weapons from words in the title and
-- description (lib/hunts/search-options.ts lists the keys; tests/integration/search-tags.test.ts
-- pins the words).
CREATE OR REPLACE FUNCTION hunt_search_tags(p_title text, p_description text, p_dates text, p_difficulty text)
RETURNS text[] LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  t text := ' ' || lower(coalesce(p_title, '') || ' ' || coalesce(p_description, '')) || ' ';
  d text := lower(coalesce(p_dates, ''));
  all_year boolean := d ~ '(year[ -]?round|all[ -]year|any ?time)';
  tags text[] := '{}';
BEGIN
  IF all_year OR d ~ '\m(mar|apr|may|spring)' THEN tags := tags || 'season:spring'::text; END IF;
  IF all_year OR d ~ '\m(jun|jul|aug|summer)' THEN tags := tags || 'season:summer'::text; END IF;
  IF all_year OR d ~ '\m(sep|oct|nov|fall|autumn)' THEN tags := tags || 'season:fall'::text; END IF;
  IF all_year OR d ~ '\m(dec|jan|feb|winter)' THEN tags := tags || 'season:winter'::text; END IF;
  IF t LIKE '%rifle%' THEN tags := tags || 'weapon:rifle'::text; END IF;
  IF t LIKE '%archery%' OR t LIKE '%recurve%' OR t LIKE '%longbow%'
     OR (t LIKE '%bow%' AND t ~ '\m(bows?|bowhunt[a-z]*|compound bows?)\M') THEN
    tags := tags || 'weapon:bow'::text;
  END IF;
  IF t LIKE '%crossbow%' OR t LIKE '%cross-bow%' THEN tags := tags || 'weapon:crossbow'::text; END IF;
  IF t LIKE '%muzzle%' THEN tags := tags || 'weapon:muzzleloader'::text; END IF;
  IF t LIKE '%shotgun%' OR t LIKE '%wingshoot%' OR t LIKE '%wing-shoot%' OR t LIKE '%wing shoot%' THEN
    tags := tags || 'weapon:shotgun'::text;
  END IF;
  IF t LIKE '%handgun%' OR t LIKE '%pistol%' OR t LIKE '%revolver%' THEN tags := tags || 'weapon:handgun'::text; END IF;
  IF p_difficulty IS NOT NULL THEN tags := tags || ('difficulty:' || p_difficulty); END IF;
  RETURN tags;
END
$$;
--> statement-breakpoint
-- One row trigger keeps both columns: the outfitter lookup is inlined (it runs for every inserted row).
CREATE OR REPLACE FUNCTION hunts_set_search_fields() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT CASE WHEN NEW.is_active AND u.role = 'outfitter' AND u.is_approved AND u.is_active
              THEN CASE WHEN u.is_top_tier THEN 2 ELSE 1 END
              ELSE 0 END
    INTO NEW.search_rank
    FROM users u WHERE u.id = NEW.outfitter_id;
  NEW.search_rank := coalesce(NEW.search_rank, 0);
  NEW.search_tags := hunt_search_tags(NEW.title, NEW.description, NEW.dates, NEW.difficulty::text);
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hunts_search_fields_biu ON hunts;
--> statement-breakpoint
CREATE TRIGGER hunts_search_fields_biu
BEFORE INSERT OR UPDATE OF is_active, outfitter_id, title, description, dates, difficulty, search_rank, search_tags ON hunts
FOR EACH ROW EXECUTE FUNCTION hunts_set_search_fields();
--> statement-breakpoint
-- hunt_species mirrors the species of listed hunts: bulk inserts in one statement (transition table),
-- other changes per row. Deleting a hunt cascades.
CREATE OR REPLACE FUNCTION hunts_species_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO hunt_species (species, search_rank, hunt_id)
  SELECT DISTINCT s, n.search_rank, n.id FROM new_rows n, unnest(n.species) s WHERE n.search_rank > 0
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
      INSERT INTO hunt_species (species, search_rank, hunt_id)
      SELECT DISTINCT s, NEW.search_rank, NEW.id FROM unnest(NEW.species) s
      ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hunts_species_ai ON hunts;
--> statement-breakpoint
CREATE TRIGGER hunts_species_ai AFTER INSERT ON hunts REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION hunts_species_after_insert();
--> statement-breakpoint
DROP TRIGGER IF EXISTS hunts_species_au ON hunts;
--> statement-breakpoint
-- Every column that can change search_rank is listed: a BEFORE trigger's change does not count.
CREATE TRIGGER hunts_species_au AFTER UPDATE OF species, search_rank, is_active, outfitter_id ON hunts
FOR EACH ROW EXECUTE FUNCTION hunts_species_after_update();
--> statement-breakpoint
UPDATE hunts SET search_rank = 0, search_tags = '{}';
--> statement-breakpoint
-- The free-text dates filter ("September", "2027") is a substring match like location and title.
CREATE INDEX IF NOT EXISTS "hunts_dates_trgm" ON "hunts" USING gin (lower("dates") gin_trgm_ops);
