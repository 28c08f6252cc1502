ALTER TABLE "hunt_species" ADD COLUMN "price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hunt_species" ADD COLUMN "duration_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hunt_species" ADD COLUMN "search_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- hunt_species carries the hunt's price, duration and facet tags in its primary key (INCLUDE), so a
-- species search that also filters on them reads only the key, in listing order, and stops as soon
-- as a page is full: no GIN bitmap over the whole catalogue, no heap row read for a non-match.
UPDATE "hunt_species" s SET "price_cents" = h."price_cents", "duration_days" = h."duration_days", "search_tags" = h."search_tags"
  FROM "hunts" h WHERE h."id" = s."hunt_id";
--> statement-breakpoint
ALTER TABLE "hunt_species" DROP CONSTRAINT "hunt_species_species_search_rank_hunt_id_pk";
--> statement-breakpoint
ALTER TABLE "hunt_species" ADD CONSTRAINT "hunt_species_species_search_rank_hunt_id_pk"
  PRIMARY KEY ("species", "search_rank", "hunt_id") INCLUDE ("price_cents", "duration_days", "search_tags");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hunts_species_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO hunt_species (species, search_rank, hunt_id, price_cents, duration_days, search_tags)
  SELECT DISTINCT ON (s, n.id) s, n.search_rank, n.id, n.price_cents, n.duration_days, n.search_tags
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
      INSERT INTO hunt_species (species, search_rank, hunt_id, price_cents, duration_days, search_tags)
      SELECT DISTINCT s, NEW.search_rank, NEW.id, NEW.price_cents, NEW.duration_days, NEW.search_tags FROM unnest(NEW.species) s
      ON CONFLICT DO NOTHING;
    END IF;
  ELSIF (NEW.price_cents, NEW.duration_days, NEW.search_tags) IS DISTINCT FROM (OLD.price_cents, OLD.duration_days, OLD.search_tags) THEN
    UPDATE hunt_species SET price_cents = NEW.price_cents, duration_days = NEW.duration_days, search_tags = NEW.search_tags
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
AFTER UPDATE OF species, search_rank, is_active, outfitter_id, price_cents, duration_days, search_tags, title, description, dates, difficulty ON hunts
FOR EACH ROW EXECUTE FUNCTION hunts_species_after_update();
