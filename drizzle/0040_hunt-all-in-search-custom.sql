-- Search by the whole price (issue 46): hunts.all_in_from_cents, licence_included and
-- has_trophy_fees copy the hunt's hunt_pricing row (written by the app on every hunt save, from
-- the one price calculator), or the plain price when the hunt has no fee structure, so maxAllIn,
-- sort=all_in_asc and the two flags are conditions on the hunts row and one index walk.
CREATE OR REPLACE FUNCTION hunts_set_all_in() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  SELECT hp.all_in_from_cents, hp.licence_included, hp.has_trophy_fees INTO p FROM hunt_pricing hp WHERE hp.hunt_id = NEW.id;
  IF FOUND THEN
    NEW.all_in_from_cents := p.all_in_from_cents;
    NEW.licence_included := p.licence_included;
    NEW.has_trophy_fees := p.has_trophy_fees;
  ELSE
    NEW.all_in_from_cents := NEW.price_cents;
    NEW.licence_included := false;
    NEW.has_trophy_fees := false;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hunts_all_in_biu ON hunts;
--> statement-breakpoint
CREATE TRIGGER hunts_all_in_biu BEFORE INSERT OR UPDATE OF price_cents, all_in_from_cents, licence_included, has_trophy_fees ON hunts
FOR EACH ROW EXECUTE FUNCTION hunts_set_all_in();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hunt_pricing_set_hunt_all_in() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Touching the columns runs hunts_all_in_biu, which reads this row: one place decides the values.
  UPDATE hunts h SET all_in_from_cents = NEW.all_in_from_cents
   WHERE h.id = NEW.hunt_id
     AND (h.all_in_from_cents, h.licence_included, h.has_trophy_fees)
         IS DISTINCT FROM (NEW.all_in_from_cents, NEW.licence_included, NEW.has_trophy_fees);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS hunt_pricing_all_in_aiu ON hunt_pricing;
--> statement-breakpoint
CREATE TRIGGER hunt_pricing_all_in_aiu AFTER INSERT OR UPDATE OF all_in_from_cents, licence_included, has_trophy_fees ON hunt_pricing
FOR EACH ROW EXECUTE FUNCTION hunt_pricing_set_hunt_all_in();
--> statement-breakpoint
-- Every existing hunt, through hunts_all_in_biu.
UPDATE hunts SET all_in_from_cents = price_cents;
