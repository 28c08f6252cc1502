ALTER TABLE "hunt_species" ADD COLUMN "outfitter_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hunt_species" ADD COLUMN "location_lower" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hunt_species" ADD COLUMN "title_lower" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- hunt_species also carries the hunt's outfitter and its lower-cased location and title in its
-- primary key (INCLUDE), so a species search thinned by location or outfitter checks them while it
-- walks the key and reads a hunt row only for a match: a sparse "bear in Montana" no longer reads
-- hundreds of hunt rows to find a few. Location and title are at most 200 characters each
-- (lib/hunts/schema.ts), which keeps an entry well inside a b-tree page's limit.
UPDATE "hunt_species" s SET "outfitter_id" = h."outfitter_id", "location_lower" = lower(h."location"), "title_lower" = lower(h."title")
  FROM "hunts" h WHERE h."id" = s."hunt_id";
--> statement-breakpoint
ALTER TABLE "hunt_species" DROP CONSTRAINT "hunt_species_species_search_rank_hunt_id_pk";
--> statement-breakpoint
ALTER TABLE "hunt_species" ADD CONSTRAINT "hunt_species_species_search_rank_hunt_id_pk"
  PRIMARY KEY ("species", "search_rank", "hunt_id")
  INCLUDE ("price_cents", "duration_days", "search_tags", "outfitter_id", "location_lower", "title_lower");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hunts_species_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO hunt_species (species, search_rank, hunt_id, price_cents, duration_days, search_tags, outfitter_id, location_lower, title_lower)
  SELECT DISTINCT ON (s, n.id) s, n.search_rank, n.id, n.price_cents, n.duration_days, n.search_tags, n.outfitter_id, lower(n.location), lower(n.title)
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
      INSERT INTO hunt_species (species, search_rank, hunt_id, price_cents, duration_days, search_tags, outfitter_id, location_lower, title_lower)
      SELECT DISTINCT s, NEW.search_rank, NEW.id, NEW.price_cents, NEW.duration_days, NEW.search_tags, NEW.outfitter_id, lower(NEW.location), lower(NEW.title)
        FROM unnest(NEW.species) s
      ON CONFLICT DO NOTHING;
    END IF;
  ELSIF (NEW.price_cents, NEW.duration_days, NEW.search_tags, NEW.outfitter_id, NEW.location, NEW.title)
        IS DISTINCT FROM (OLD.price_cents, OLD.duration_days, OLD.search_tags, OLD.outfitter_id, OLD.location, OLD.title) THEN
    UPDATE hunt_species SET price_cents = NEW.price_cents, duration_days = NEW.duration_days, search_tags = NEW.search_tags,
           outfitter_id = NEW.outfitter_id, location_lower = lower(NEW.location), title_lower = lower(NEW.title)
     WHERE hunt_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hunts_species_au ON hunts;
--> statement-breakpoint
-- Every column that can change what hunt_species holds is listed: search_rank and search_tags are
-- set by a BEFORE trigger from these, and a BEFORE trigger's change does not fire an UPDATE OF.
CREATE TRIGGER hunts_species_au
AFTER UPDATE OF species, search_rank, is_active, outfitter_id, price_cents, duration_days, search_tags, title, description, dates, difficulty, location ON hunts
FOR EACH ROW EXECUTE FUNCTION hunts_species_after_update();
