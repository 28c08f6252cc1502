-- hunts.search_rank is what public search filters and sorts on: 0 hidden, 1 listed, 2 listed by a
-- top-tier outfitter. Triggers keep it right whichever code changes a hunt or its outfitter, so a
-- paused hunt or outfitter leaves search at once and one ordered index scan serves every page.
CREATE OR REPLACE FUNCTION hunt_search_rank(p_active boolean, p_outfitter integer) RETURNS smallint
LANGUAGE sql STABLE AS $$
  SELECT COALESCE((
    SELECT CASE WHEN p_active AND u.role = 'outfitter' AND u.is_approved AND u.is_active
                THEN CASE WHEN u.is_top_tier THEN 2 ELSE 1 END
                ELSE 0 END
    FROM users u WHERE u.id = p_outfitter
  ), 0)::smallint
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hunts_set_search_rank() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_rank := hunt_search_rank(NEW.is_active, NEW.outfitter_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hunts_search_rank_biu ON hunts;
--> statement-breakpoint
CREATE TRIGGER hunts_search_rank_biu BEFORE INSERT OR UPDATE OF is_active, outfitter_id, search_rank ON hunts
FOR EACH ROW EXECUTE FUNCTION hunts_set_search_rank();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_propagate_search_rank() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.role, NEW.is_approved, NEW.is_active, NEW.is_top_tier)
     IS DISTINCT FROM (OLD.role, OLD.is_approved, OLD.is_active, OLD.is_top_tier) THEN
    -- Touching search_rank fires hunts_search_rank_biu, which recomputes it from the new user row.
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
UPDATE hunts SET search_rank = 0;
--> statement-breakpoint
-- The free-text dates filter ("September", "2027") is a substring match like location and title.
CREATE INDEX IF NOT EXISTS "hunts_dates_trgm" ON "hunts" USING gin (lower("dates") gin_trgm_ops);
